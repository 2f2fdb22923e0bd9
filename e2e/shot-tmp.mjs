// usage: node shot-tmp.mjs EMAIL|- PATH NAME WIDTH
import { chromium } from '@playwright/test';
const [email, path, name, width] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-background-networking'] });
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(width) < 600 ? 844 : 900 }, deviceScaleFactor: 1 });
page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log('console:', m.type(), m.text()); });
if (email !== '-') {
  const r = await fetch('http://localhost:4000/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'Lectern-demo-2026' }) });
  const { token, user } = await r.json();
  await page.goto('http://localhost:3000/robots.txt');
  await page.evaluate(([t, u]) => { localStorage.setItem('token', t); localStorage.setItem('lms_user', JSON.stringify(u)); }, [token, user]);
}
await page.goto('http://localhost:3000' + path);
await page.waitForTimeout(2500);
console.log('scrollWidth', await page.evaluate(() => document.documentElement.scrollWidth), 'width', width);
await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: false });
await browser.close();
