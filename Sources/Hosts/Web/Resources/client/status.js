// The page's status: the banner at the top (connection lost, server stopped, page out of date) and the
// toast at the bottom (an `error` message from the server, a failed upload), which hides after 4 s.

const banner = document.getElementById('banner');
const toast = document.getElementById('toast');
let toastTimer = null;

/** Shows `message` in the toast for four seconds. */
export function showToast(message) {
  toast.textContent = message;
  toast.hidden = false;
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => { toast.hidden = true; }, 4000);
}

/** Shows `message` in the banner; `gone` marks a server that stopped (or a page that cannot go on). */
export function showBanner(message, gone) {
  banner.textContent = message;
  banner.classList.toggle('gone', Boolean(gone));
  banner.hidden = false;
}

/** Hides the banner. */
export function hideBanner() {
  banner.hidden = true;
}
