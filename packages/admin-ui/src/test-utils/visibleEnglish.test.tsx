import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { visibleEnglish } from './visibleEnglish';

const scan = (ui: React.ReactElement, allow: readonly string[] = []) => visibleEnglish(render(ui).container, { allow });

describe('visibleEnglish', () => {
  it('finds an English badge, cell or paragraph, not only headings and buttons', () => {
    expect(
      scan(
        <div>
          <h1>الطلبات</h1>
          <span className="badge">Pending</span>
          <table>
            <tbody>
              <tr>
                <td>Approved</td>
                <td>مقبول</td>
              </tr>
            </tbody>
          </table>
          <p>No requests yet</p>
          <dl>
            <dt>الحالة</dt>
            <dd>Rejected</dd>
          </dl>
          <div>تعذّر الحفظ: Network Error</div>
        </div>,
      ),
    ).toEqual(['span: Pending', 'td: Approved', 'p: No requests yet', 'dd: Rejected', 'div: تعذّر الحفظ: Network Error']);
  });

  it('finds English in the names, descriptions and hints of any element', () => {
    expect(
      scan(
        <div>
          <div role="region" aria-label="Documents">
            المستندات
          </div>
          <input aria-label="الاسم" placeholder="Search" />
          <span title="Copy">نسخ</span>
          <img src="x.png" alt="National ID" />
          <div role="slider" aria-label="التكبير" aria-valuenow={2} aria-valuetext="200 percent" tabIndex={0} />
          <svg role="img" aria-label="شعار">
            <title>Logo</title>
          </svg>
        </div>,
      ),
    ).toEqual([
      'div[role=region] aria-label: Documents',
      'input placeholder: Search',
      'span title: Copy',
      'img alt: National ID',
      'div[role=slider] aria-valuetext: 200 percent',
      'title: Logo',
    ]);
  });

  it('reads the hidden text a shown element is described by, as assistive technology does', () => {
    expect(
      scan(
        <div>
          <input aria-label="المبلغ" aria-describedby="hint" />
          <span id="hint" hidden>
            Enter a number
          </span>
        </div>,
      ),
    ).toEqual(['input aria-describedby: Enter a number']);
  });

  it('allows an allowed string as a whole, never a word of it elsewhere', () => {
    const allow = ['Ahmad Abbadi', 'Database unavailable'];
    expect(
      scan(
        <div>
          <span>Ahmad Abbadi</span>
          <a href="/u/1">
            مراجعة <bdi dir="ltr">Ahmad Abbadi</bdi>
          </a>
          <p>{'لم يُحفظ: \u2068Database unavailable\u2069'}</p>
          <span>Ahmad</span>
          <a href="/u/2">مراجعة Ahmad Abbadi</a>
          <p>Database</p>
        </div>,
        allow,
      ),
    ).toEqual(['span: Ahmad', 'a: مراجعة Ahmad Abbadi', 'p: Database']);
  });

  it('reads a data value whole, however it is marked up or laid out', () => {
    const allow = ['finance1@amman.example', 'Ahmad Abbadi', 'payer_percentage'];
    expect(
      scan(
        <div>
          <bdi>
            finance1@
            <wbr />
            amman
            <wbr />
            .example
          </bdi>
          <bdi>
            Ahm<mark>ad</mark> Abbadi
          </bdi>
          <span title={'نسبة الدافع (%)\npayer_percentage'}>نسبة الدافع (%)</span>
          <span title={'نسبة الدافع (%)\nthe payer'}>نسبة الدافع (%)</span>
          <bdi>
            Ahm<mark>ad</mark>
          </bdi>
        </div>,
        allow,
      ),
    ).toEqual(['span title: نسبة الدافع (%) the payer', 'bdi: Ahm', 'mark: ad']);
  });

  it('lets product words through as whole tokens in an Arabic sentence, never the English around them', () => {
    expect(
      scan(
        <div>
          <h1>التحقق من KYC</h1>
          <span>PDF</span>
          <p>ملف CSV أو PDF بحد أقصى 10 ميغابايت</p>
          <button type="button">Upload the PDF</button>
          <span>ID data</span>
          <span>KYC-approved</span>
        </div>,
      ),
    ).toEqual(['button: Upload the PDF', 'span: ID data', 'span: KYC-approved']);
  });

  it('passes what is tagged in another language, and what is hidden', () => {
    expect(
      scan(
        <div>
          <button type="button" lang="en">
            English
          </button>
          <p>
            البريد: <span lang="en-GB">admin@example.com</span>
          </p>
          <p hidden>Hidden paragraph</p>
          <span aria-hidden="true">Decoration</span>
          <span style={{ display: 'none' }}>Not displayed</span>
          <span style={{ visibility: 'hidden' }}>Not seen</span>
          <svg aria-hidden="true">
            <title>Icon</title>
          </svg>
          <template>
            <b>Template</b>
          </template>
          <textarea aria-label="السبب" defaultValue="typed by the admin" />
        </div>,
      ),
    ).toEqual([]);
  });

  it('finds nothing on an Arabic page, whatever the page’s own lang says', () => {
    document.documentElement.lang = 'en';
    try {
      expect(
        scan(
          <nav aria-label="القائمة الرئيسية">
            <a href="/fees">الرسوم</a>
            <button type="button">حفظ</button>
          </nav>,
        ),
      ).toEqual([]);
      expect(scan(<p>Still read</p>)).toEqual(['p: Still read']);
    } finally {
      document.documentElement.lang = '';
    }
  });
});
