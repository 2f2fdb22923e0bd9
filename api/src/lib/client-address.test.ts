import { clientAddressKey } from './client-address';
import { widerNetworks } from './rate-limits';

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

describe('the wider networks of an address', () => {
  it('puts an IPv6 /64 in its /56 and its /48, each with a larger share; an IPv4 address in none', () => {
    expect(widerNetworks('2001:db8:1:2a3::/64')).toEqual([
      { key: '2001:db8:1:200::/56', scale: 4, prefix: 56 },
      { key: '2001:db8:1::/48', scale: 16, prefix: 48 },
    ]);
    expect(widerNetworks(clientAddressKey('2001:db8:1:2ff:1::9'))[0]?.key).toBe('2001:db8:1:200::/56');
    expect(widerNetworks('192.0.2.7')).toEqual([]);
  });
});
