/**
 * Classic cross-site scripting payloads, each reporting a run through `window.__xss(id)` (or an
 * alert, which the journey catches as a dialog). Sources: the OWASP XSS filter evasion cheat
 * sheet, PortSwigger's XSS cheat sheet and published sanitizer (mXSS) bypasses, rewritten to
 * call the probe. Payloads that need a click or a hover to run are found by the DOM scan instead.
 */
export type XssPayload = { id: number; kind: string; html: string };

const payloads: [kind: string, html: (id: number) => string][] = [
  ['script tag', (i) => `<script>__xss(${i})</script>`],
  ['script tag, mixed case, data: src', (i) => `<ScRiPt SRC=data:text/javascript,__xss(${i})></sCrIpT>`],
  ['script split by a nested tag', (i) => `<scr<script>ipt>__xss(${i})</scr</script>ipt>`],
  ['broken script markup', (i) => `<<script>script>__xss(${i})<</script>/script>`],
  ['img onerror', (i) => `<img src=x onerror=__xss(${i})>`],
  ['img onerror, quoted with alt', (i) => `<img src="x" alt="cat" onerror="__xss(${i})">`],
  ['img onerror, mixed case', (i) => `<IMG SRC=x OnErRoR=__xss(${i})>`],
  ['img onerror, entity-encoded handler', (i) => `<img src=x onerror="&#95;&#95;xss&#40;${i}&#41;">`],
  ['img onerror, computed name', (i) => `<img src=x onerror="window['__x'+'ss'](${i})">`],
  ['img onerror eval of src', (i) => `<img src="x:alert(${i})" onerror="eval(src)">`],
  ['img src javascript:', (i) => `<img src="javascript:__xss(${i})">`],
  [
    'img data: png with onerror',
    (i) => `<img src="data:image/png;base64,iVBORw0KGgo=" onerror="__xss(${i})">`,
  ],
  ['img with quotes breaking out', (i) => `<img """><script>__xss(${i})</script>">`],
  ['attribute breakout', (i) => `"><img src=x onerror=__xss(${i})>`],
  ['single-quote breakout', (i) => `'><script>__xss(${i})</script>`],
  ['svg onload', (i) => `<svg onload=__xss(${i})>`],
  ['svg script', (i) => `<svg><script>__xss(${i})</script></svg>`],
  ['svg animate onbegin', (i) => `<svg><animate onbegin=__xss(${i}) attributeName=x dur=1s></animate></svg>`],
  [
    'svg xlink:href javascript:',
    (i) => `<svg><a xlink:href="javascript:__xss(${i})"><text x="20" y="20">svg</text></a></svg>`,
  ],
  [
    'svg use data: with onerror',
    (i) =>
      `<svg><use href="data:image/svg+xml,&lt;svg id='x' xmlns='http://www.w3.org/2000/svg'&gt;&lt;image href='x' onerror='__xss(${i})'/&gt;&lt;/svg&gt;#x"></use></svg>`,
  ],
  [
    'math maction href',
    (i) => `<math><maction actiontype="statusline" xlink:href="javascript:__xss(${i})">m</maction></math>`,
  ],
  [
    'mXSS: math mglyph style comment',
    (i) =>
      `<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img&Tab;src=1&Tab;onerror=__xss(${i})&gt;">`,
  ],
  ['mXSS: svg style img', (i) => `<p><svg><style><img src=x onerror=__xss(${i})></style></svg></p>`],
  [
    'mXSS: noscript title',
    // The </p> keeps an inert parse (scripting off), where </noscript> cannot close over an open
    // <p>, from hiding every payload after this one.
    (i) => `<noscript><p title="</noscript><img src=x onerror=__xss(${i})>"></p></noscript>`,
  ],
  ['mXSS: xmp title', (i) => `<xmp><p title="</xmp><img src=x onerror=__xss(${i})>"></xmp>`],
  ['mXSS: comment breakout', (i) => `<!--<img src="--><img src=x onerror=__xss(${i})//">`],
  ['mXSS: textarea', (i) => `<textarea><img src=x onerror=__xss(${i})></textarea>`],
  ['link javascript:', (i) => `<a href="javascript:__xss(${i})">link</a>`],
  ['link JaVaScRiPt:', (i) => `<a href="JaVaScRiPt:__xss(${i})">link</a>`],
  ['link with a tab in the scheme', (i) => `<a href="jav&#x09;ascript:__xss(${i})">link</a>`],
  [
    'link entity-encoded javascript:',
    (i) => `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;__xss(${i})">link</a>`,
  ],
  ['link &colon;', (i) => `<a href="javascript&colon;__xss(${i})">link</a>`],
  ['link with leading spaces', (i) => `<a href="  javascript:__xss(${i})">link</a>`],
  [
    'link data:text/html',
    (i) => `<a href="data:text/html;base64,PHNjcmlwdD5vcGVuZXIuX194c3MoMSk8L3NjcmlwdD4=">d${i}</a>`,
  ],
  ['link vbscript:', (i) => `<a href="vbscript:msgbox(${i})">link</a>`],
  ['link onclick', (i) => `<a href="#" onclick="__xss(${i})">click</a>`],
  ['iframe javascript:', (i) => `<iframe src="javascript:parent.__xss(${i})"></iframe>`],
  ['iframe srcdoc script', (i) => `<iframe srcdoc="<script>parent.__xss(${i})</script>"></iframe>`],
  [
    'iframe srcdoc encoded img',
    (i) => `<iframe srcdoc="&lt;img src=x onerror=parent.__xss(${i})&gt;"></iframe>`,
  ],
  ['object data javascript:', (i) => `<object data="javascript:__xss(${i})"></object>`],
  ['embed src javascript:', (i) => `<embed src="javascript:__xss(${i})">`],
  ['style url javascript:', (i) => `<p style="background:url(javascript:__xss(${i}))">styled</p>`],
  ['style expression()', (i) => `<span style="color: expression(__xss(${i}))">expr</span>`],
  ['style element import', (i) => `<style>@import 'javascript:__xss(${i})';</style>`],
  [
    'colour with a smuggled url',
    (i) => `<span style="color:#fff;background-image:url('javascript:__xss(${i})')">c</span>`,
  ],
  ['body onload', (i) => `<body onload=__xss(${i})>`],
  ['input autofocus onfocus', (i) => `<input autofocus onfocus=__xss(${i})>`],
  ['details ontoggle', (i) => `<details open ontoggle=__xss(${i})><summary>s</summary></details>`],
  ['video source onerror', (i) => `<video><source onerror=__xss(${i})></video>`],
  ['audio onerror', (i) => `<audio src=x onerror=__xss(${i})></audio>`],
  ['marquee onstart', (i) => `<marquee onstart=__xss(${i})>m</marquee>`],
  ['form button formaction', (i) => `<form><button formaction="javascript:__xss(${i})">go</button></form>`],
  ['meta refresh', (i) => `<meta http-equiv="refresh" content="0;url=javascript:__xss(${i})">`],
  ['base href', (i) => `<base href="javascript:__xss(${i})//">`],
  ['table background', (i) => `<table background="javascript:__xss(${i})"><tr><td>t</td></tr></table>`],
  ['template literal', (i) => `<p>\${__xss(${i})}</p><p>\`\${__xss(${i})}\`</p>`],
  ['template injection', (i) => `<p>{{constructor.constructor('__xss(${i})')()}}</p>`],
  ['mention span with a handler', (i) => `<span data-type="mention" onmouseover="__xss(${i})">@m</span>`],
];

/** The corpus, numbered from 1: each payload's id is what `__xss` reports. */
export const xssCorpus: XssPayload[] = payloads.map(([kind, html], index) => ({
  id: index + 1,
  kind,
  html: html(index + 1),
}));

/** A visible marker written before each payload, to prove it was rendered in its own place. */
export const markerOf = (id: number) => `xss-marker-${id}`;

/** Payloads as one text: each after its marker paragraph, so no payload hides the next one's marker. */
export function textOf(batch: readonly XssPayload[]): string {
  return batch.map((p) => `<p>${markerOf(p.id)}</p>${p.html}`).join('');
}
