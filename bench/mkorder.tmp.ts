import { bearerFor } from './lib/bench-partners.ts';
import { purchase } from './lib/card-purchase.ts';
const url = process.env.URL!;
const headers = await bearerFor(url, 'demo_partner', 'Demo2024!pass');
await purchase(url, headers, `nav-${Date.now()}`);
console.log('ok');
