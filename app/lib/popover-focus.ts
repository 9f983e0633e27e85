/**
 * An inline script, on every page, that closes an open popover (the language menu, the folded
 * site menu) when keyboard focus leaves it for anything but the button that opens it. Native
 * popovers close on Escape and on a click outside, but stay open when Tab moves past them, where
 * they would hide what has focus. Plain ES5: it runs on pages that load no other script, and its
 * exact text is hashed for the Content-Security-Policy.
 */
export const popoverFocusScript = [
  "document.addEventListener('focusout',function(e){",
  "var p=e.target&&e.target.closest&&e.target.closest('[popover]'),t=e.relatedTarget;",
  "if(!p||!t||p.contains(t)||!p.matches(':popover-open'))return;",
  "if(t.getAttribute&&t.getAttribute('popovertarget')===p.id)return;",
  "p.hidePopover()",
  "})",
].join("");
