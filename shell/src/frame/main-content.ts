/** The id of the page's `<main>`: the skip link's target, and where focus goes back to at the top. */
export const mainContentId = 'main';
