import { describe, expect, it } from 'vitest';
import { cleanRichText } from './sanitize.ts';

// What the rich-text editor writes (apps/web/src/ui/rich-text, as its tests record it). Styles come
// out of the CSS object model with rgb() colours; sanitize-html re-spells each kept style compactly.
describe('cleanRichText and the editor', () => {
  it('keeps the tags the editor writes', () => {
    const html =
      '<h2><strong><em>Terms</em></strong></h2><ul><li><p>One</p></li></ul><ol><li><p>Two</p></li></ol>' +
      '<blockquote><p>Quoted</p></blockquote><hr><p><u>u</u> <s>s</s></p>' +
      '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://www.example.org/tenders">Portal</a></p>' +
      '<img src="data:image/png;base64,iVBORw==" alt="logo.png">' +
      '<table><tbody><tr><th><p>H</p></th></tr><tr><td><p>C</p></td></tr></tbody></table>';
    expect(cleanRichText(html)).toBe(
      html.replace('<hr>', '<hr />').replace('alt="logo.png">', 'alt="logo.png" />'),
    );
  });

  it('keeps colours in hex and rgb, fonts, sizes, highlights, alignment and indent', () => {
    expect(
      cleanRichText(
        '<p style="text-align: center; margin-left: 80px;"><span style="color: rgb(224, 49, 49); font-family: Georgia, serif; font-size: 18px;">Note</span></p>',
      ),
    ).toBe(
      '<p style="text-align:center;margin-left:80px"><span style="color:rgb(224, 49, 49);font-family:Georgia, serif;font-size:18px">Note</span></p>',
    );
    expect(
      cleanRichText(
        '<h3 style="text-align: right; margin-left: 40px;"><mark data-color="#ffec99" style="background-color: rgb(255, 236, 153); color: inherit;">Due</mark></h3>',
      ),
    ).toBe(
      '<h3 style="text-align:right;margin-left:40px"><mark data-color="#ffec99" style="background-color:rgb(255, 236, 153)">Due</mark></h3>',
    );
    expect(
      cleanRichText(
        '<span style="color: #e03131; font-family: &quot;Times New Roman&quot;, Times, serif">T</span>',
      ),
    ).toBe('<span style="color:#e03131;font-family:&quot;Times New Roman&quot;, Times, serif">T</span>');
  });

  it('drops styles that could load or run something, or that the editor never writes', () => {
    expect(
      cleanRichText(
        '<span style="font-family: x, url(https://evil.example/f); font-size: 12em; background-color: url(x); position: fixed">A</span>' +
          '<p style="margin-left: 99999px; color: rgb(1, 2, 3, 4)">B</p><span style="margin-left: 40px">C</span>' +
          '<td style="text-align: left">D</td>',
      ),
    ).toBe('<span>A</span><p>B</p><span>C</span><td>D</td>');
  });
});
