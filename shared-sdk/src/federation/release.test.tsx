import { areaBuild, signedInArea } from './release';

test("a signed-in area pairs each page with its route's pattern, in the order given, and declares this build", () => {
  const area = signedInArea({ home: '/student', cart: '/cart' }, { cart: <h1>Cart</h1>, home: <h1>Home</h1> });
  expect(area.build).toBe(areaBuild);
  expect(area.routes.map((route) => route.path)).toEqual(['/cart', '/student']);
  expect(area.routes.map((route) => route.element.props)).toEqual([{ children: 'Cart' }, { children: 'Home' }]);
});
