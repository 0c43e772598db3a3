const mebibyte = 1024 * 1024;

/**
 * How the site writes a file's size: "340 KB" (rounded up, so a small file is never "0 KB"), "2.1 MB"
 * from a mebibyte on. The application form shows it as the candidate chooses a resume and the
 * recruiters' mail with the file that arrived, so the two always agree.
 */
export function sizeText(bytes: number): string {
  return bytes < mebibyte ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / mebibyte).toFixed(1)} MB`;
}
