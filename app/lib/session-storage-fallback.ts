/**
 * An inline script for the end of every page, run just before React Router's scroll restoration,
 * which keeps scroll positions in sessionStorage and throws where the visitor blocks storage
 * (Chromium with cookies blocked: "Failed to read the 'sessionStorage' property"). There, an
 * in-memory stand-in takes its place for the life of the page: nothing throws, and positions are
 * still kept across client-side navigations. Where storage works, it changes nothing.
 *
 * Plain ES5, as its exact text is hashed for the Content-Security-Policy.
 */
export const sessionStorageFallbackScript = [
  "(function(){try{window.sessionStorage;return}catch(e){}",
  "var m={},h=Object.prototype.hasOwnProperty;",
  "try{Object.defineProperty(window,'sessionStorage',{configurable:true,value:{",
  "getItem:function(k){return h.call(m,k)?m[k]:null},",
  "setItem:function(k,v){m[k]=String(v)},",
  "removeItem:function(k){delete m[k]}}})}catch(e){}",
  "})()",
].join("");
