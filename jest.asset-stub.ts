/** What an imported font or image is in a test: a URL-like name (webpack gives the real URL). */
export default '/assets/stub';
