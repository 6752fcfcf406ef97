/** Partnership inquiries from /enter (their desk state: desks.ts). */
import { pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

export const inquiries = pgTable('partnership_inquiries', {
  inquiryNo: serial('inquiry_no').primaryKey(),
  companyName: text('company_name').notNull(),
  contactName: text('contact_name').notNull(),
  phoneNo: text('phone_no').notNull(),
  email: text('email'),
  region: text('region').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});
