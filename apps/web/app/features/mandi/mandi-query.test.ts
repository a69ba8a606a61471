import { describe, expect, it } from 'vitest';
import { MANDI_PARAMS, mandiSearch, readMandiQuery } from './mandi-query';
import { pageAddress } from '../../page-variant.server';

const state = '11111111-1111-4111-8111-111111111111';
const district = '22222222-2222-4222-8222-222222222222';
const category = '33333333-3333-4333-8333-333333333333';

describe("the mandi page's address", () => {
  it('reads a submitted selection and its page', () => {
    const query = readMandiQuery(
      new URLSearchParams(
        mandiSearch({ stateId: state, districtId: district, categoryId: category }, 3),
      ),
    );
    expect(query).toEqual({
      stateId: state,
      districtId: district,
      categoryId: category,
      page: 3,
      submitted: true,
    });
  });

  it('drops what is not an id or a page, and knows a page opened from a link', () => {
    expect(readMandiQuery(new URLSearchParams('state=x&district=&page=-2'))).toEqual({
      stateId: null,
      districtId: null,
      categoryId: null,
      page: 1,
      submitted: true,
    });
    expect(readMandiQuery(new URLSearchParams('')).submitted).toBe(false);
  });

  it('leaves page 1 out of the address', () => {
    expect(
      mandiSearch({ stateId: state, districtId: district, categoryId: category }),
    ).not.toContain('page');
  });
});

describe('the page cache', () => {
  it('keys the mandi page on every parameter it reads', () => {
    const address = pageAddress('/mandi?state=s&district=d&category=c&page=2');
    for (const name of Object.values(MANDI_PARAMS)) expect(address).toContain(`${name}=`);
  });
});
