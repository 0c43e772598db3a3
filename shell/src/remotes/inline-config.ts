/**
 * The id of the script element in which the shell's server writes the remotes' configuration
 * (what /remotes.json says), so the browser starts loading remotes without that round trip.
 */
export const remotesConfigElementId = 'inklined-remotes';

/** The configuration the page carries, if the server wrote one (a prerendered page does). */
export function inlineRemotesConfig(): unknown {
  const element = document.getElementById(remotesConfigElementId);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as unknown;
  } catch {
    return undefined;
  }
}
