/**
 * An inline script, on every page, that marks the document while the visitor scrolls up
 * (`data-scrolling-up` on `<html>`), so that the navigation bar, made compact by CSS alone
 * as the page scrolls down (nav-bar.module.css, a scroll-driven animation), grows back to its
 * full height when the visitor heads back up. Without it (no script, an old browser) the bar is
 * still compact below the top and whole at the top. Plain ES5, passive, one listener: it runs on
 * pages that load no other script, and its exact text is hashed for the Content-Security-Policy.
 */
export const barScrollScript = [
  "(function(){var l=0,r=document.documentElement;",
  "addEventListener('scroll',function(){var y=scrollY;",
  "if(Math.abs(y-l)<8)return;",
  "if(y<l&&y>0)r.setAttribute('data-scrolling-up','');else r.removeAttribute('data-scrolling-up');",
  "l=y},{passive:true})})()",
].join("");
