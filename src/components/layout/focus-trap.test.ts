// @vitest-environment jsdom
import { focusStops, nextFocusStop } from './focus-trap';

function setUp() {
  document.body.innerHTML = `
    <button id="control">Menu</button>
    <nav id="panel">
      <a id="one" href="/">One</a>
      <ul hidden><li><a id="collapsed" href="/x">Collapsed</a></li></ul>
      <button id="two">Two</button>
      <button id="off" disabled>Off</button>
    </nav>
    <a id="behind" href="/behind">Behind</a>`;
  return focusStops(document.getElementById('control'), document.getElementById('panel'));
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('focus trap', () => {
  it('lists the control, then what can take focus in the panel, without collapsed or disabled parts', () => {
    expect(setUp().map((el) => el.id)).toEqual(['control', 'one', 'two']);
  });

  it('goes round the stops both ways and enters them from outside', () => {
    const stops = setUp();
    const byId = (id: string) => document.getElementById(id);
    expect(nextFocusStop(stops, byId('two'), false)?.id).toBe('control');
    expect(nextFocusStop(stops, byId('control'), true)?.id).toBe('two');
    expect(nextFocusStop(stops, byId('one'), false)?.id).toBe('two');
    expect(nextFocusStop(stops, byId('behind'), false)?.id).toBe('control');
    expect(nextFocusStop(stops, document.body, true)?.id).toBe('two');
    expect(nextFocusStop([], byId('one'), false)).toBeUndefined();
  });
});
