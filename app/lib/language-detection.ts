import { defaultLanguage, languageInfo, languages } from "../config/languages";

/** Where the visitor's language choice is kept: i18next's conventional key, so a returning
 * visitor of the previous site keeps the choice. */
export const languageStorageKey = "i18nextLng";

/** The attribute of a link of the language menu that names its language: following it is a
 * choice to remember. */
export const languageChoiceAttribute = "data-language";

/**
 * The inline script that runs first in the `<head>` of every page, before anything is painted.
 *
 * On every page it remembers the visitor's choice when a link of the language menu is followed
 * (also on pages that run no other script). Storage that throws is ignored.
 *
 * On an English page (`redirect`), on entry from elsewhere (no referrer, or another site's), it
 * takes the stored choice (a supported language, `it` or `it-IT` alike), else the first supported
 * language among the browser's, else English; caches a detected language; and moves to the page's
 * twin in that language (path, query and hash kept) when it is not English. Junk in storage counts
 * as nothing. A page reached from the site itself is where the visitor chose to go, English picked
 * in the language menu included: it is never redirected, so the choice holds for the visit even
 * where storage is blocked.
 *
 * Plain ES5 in a string, because it runs before any other code and its exact text is hashed for
 * the Content-Security-Policy. `basePath` is the path the site is served under ("/" or "/site/").
 */
export function languageScript({
  redirect,
  basePath = "/",
}: {
  redirect: boolean;
  basePath?: string;
}): string {
  const base = basePath.replace(/\/$/, "");
  const supported = JSON.stringify(languages);
  const prefixes = JSON.stringify(
    Object.fromEntries(languages.map((language) => [language, languageInfo[language].prefix])),
  );
  const remember = [
    "document.addEventListener('click',function(e){",
    `var a=e.target&&e.target.closest&&e.target.closest('a[${languageChoiceAttribute}]');`,
    `if(a)try{localStorage.setItem(k,a.getAttribute('${languageChoiceAttribute}'))}catch(x){}},true);`,
  ];
  const detect = [
    `var s=${supported},p=${prefixes},b=${JSON.stringify(base)},l=null,v,r=document.referrer;`,
    "if(r&&(r+'/').indexOf(location.origin+b+'/')===0)return;",
    "function f(x){x=String(x).toLowerCase().split(/[-_]/)[0];return s.indexOf(x)<0?null:x}",
    "try{v=localStorage.getItem(k);if(v!==null)l=f(v)}catch(e){}",
    "if(!l){var n=navigator.languages&&navigator.languages.length?navigator.languages:[navigator.language];",
    `for(var i=0;i<n.length&&!l;i++)l=f(n[i]);l=l||${JSON.stringify(defaultLanguage)};`,
    "try{localStorage.setItem(k,l)}catch(e){}}",
    "if(p[l]){var h=location.pathname;",
    "if(b&&h.indexOf(b)===0)h=h.slice(b.length)||'/';",
    "location.replace(b+p[l]+(h==='/'?'':h)+location.search+location.hash)}",
  ];
  return [
    "(function(){",
    `var k=${JSON.stringify(languageStorageKey)};`,
    ...remember,
    ...(redirect ? detect : []),
    "})()",
  ].join("");
}
