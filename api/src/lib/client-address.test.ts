import { clientAddressKey } from './client-address';

test.each([
  ['192.0.2.10', '192.0.2.10'],
  ['::ffff:192.0.2.10', '192.0.2.10'],
  ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
  ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
  ['2001:0db8:0001:0002:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
  ['2001:db8::1', '2001:db8:0:0::/64'],
  ['::1', '0:0:0:0::/64'],
  ['fe80::1%eth0', 'fe80:0:0:0::/64'],
])('counts %s as %s', (address, key) => {
  expect(clientAddressKey(address)).toBe(key);
});

test('two addresses of one /64 share a key, the next /64 does not', () => {
  expect(clientAddressKey('2001:db8:a:b:1::1')).toBe(clientAddressKey('2001:db8:a:b:ffff::2'));
  expect(clientAddressKey('2001:db8:a:b::1')).not.toBe(clientAddressKey('2001:db8:a:c::1'));
});
