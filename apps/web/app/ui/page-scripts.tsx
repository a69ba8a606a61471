import { useState } from 'react';
import { Scripts, useMatches } from 'react-router';
import { LANGUAGE_STORAGE_KEY } from '../lib/interface-language';
import { SESSION_TOKEN_KEY } from '../lib/session';

/** What starts the page's script on a page that waits for the reader (docs/decisions/0095). */
const FIRST_INTERACTION = [
  'pointerdown',
  'touchstart',
  'keydown',
  'focusin',
  'scroll',
  'pointermove',
];

/**
 * Runs right after the inert copy of React Router's scripts: the classic ones (the router's
 * context, which the streamed loader data that follows writes into) run now; the module graph
 * (modulepreload links and the module that imports the routes and the client entry) is added on
 * the reader's first interaction. It is added at once when something only the script can honour
 * is already asked for: an address with a #fragment (a dialog or a section) or a language in the
 * query, a stored session (the header's user menu), a stored interface language other than the
 * page's, or a control tapped while the page was still arriving.
 */
const STARTER = `(function(){
var me=document.currentScript,box=me.previousElementSibling,nonce=me.nonce,later=[],started=false;
var parsed=document.createElement('template');parsed.innerHTML=box.textContent;
function run(from){var s=document.createElement('script');if(from.type)s.type=from.type;s.nonce=nonce;s.textContent=from.textContent;document.body.appendChild(s)}
Array.prototype.forEach.call(parsed.content.children,function(el){if(el.localName==='script'&&el.type!=='module')run(el);else later.push(el)});
var events=${JSON.stringify(FIRST_INTERACTION)};
function start(){if(started)return;started=true;events.forEach(function(t){removeEventListener(t,start,true)});later.forEach(function(el){if(el.localName==='script')run(el);else document.head.appendChild(el)})}
function stored(area,key){try{return window[area].getItem(key)}catch(e){return null}}
var language=stored('localStorage','${LANGUAGE_STORAGE_KEY}')||stored('sessionStorage','${LANGUAGE_STORAGE_KEY}');
if(location.hash||/[?&]lng=/.test(location.search)||stored('localStorage','${SESSION_TOKEN_KEY}')||(language&&language!==document.documentElement.lang)||(window.vaartaEarlyTaps&&window.vaartaEarlyTaps.length))start();
else events.forEach(function(t){addEventListener(t,start,{capture:true,passive:true})});
})();`;

/** A route's `handle` whose pages hydrate on the reader's first interaction, not at load. */
export const HYDRATE_ON_INTERACTION = { hydrateOnInteraction: true } as const;

function useHydratesOnInteraction(): boolean {
  const matches = useMatches();
  // Decided once, for the page as loaded: a later navigation inside the app changes nothing here.
  const [onInteraction] = useState(() =>
    matches.some(
      (match) =>
        (match.handle as Partial<typeof HYDRATE_ON_INTERACTION> | undefined)?.hydrateOnInteraction,
    ),
  );
  return onInteraction;
}

/**
 * React Router's scripts. A page that hydrates at load gets them as React Router renders them; a
 * page that waits for the reader gets them inside <noscript> (inert text to a browser that runs
 * script, and React does not hoist the modulepreload links out of it), followed by the starter.
 */
export function PageScripts({ nonce }: { nonce: string | undefined }) {
  if (!useHydratesOnInteraction()) return <Scripts nonce={nonce} />;
  return (
    <>
      <noscript>
        <Scripts nonce={nonce} />
      </noscript>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: STARTER }} />
    </>
  );
}
