import type { BookingTexts } from './types.ts';

/** The Book page and booking mails in Bengali. */
export const bn: BookingTexts = {
  menu: 'বুকিং',
  title: 'অ্যাপয়েন্টমেন্ট বুক করুন',
  lead: 'পরিষেবা ও আপনার সুবিধামতো সময় বেছে নিন। এটি একটি অনুরোধ: আমরা ইমেল বা ফোনে এটি নিশ্চিত করব।',
  cta: 'অ্যাপয়েন্টমেন্ট বুক করুন',
  offer: 'পরিষেবা',
  anyOffer: 'এখনও ঠিক করিনি',
  day: 'দিন',
  time: 'সময়',
  slot: 'দিন ও সময়',
  zone: (zone) => `সময়গুলো ${zone} টাইম জোনে দেওয়া।`,
  noSlots: 'এখন কোনো খালি সময় নেই। অনুগ্রহ করে আমাদের সঙ্গে যোগাযোগ করুন।',
  note: 'মন্তব্য (ঐচ্ছিক)',
  submit: 'অনুরোধ পাঠান',
  problemTitle: 'অনুগ্রহ করে অন্য সময় বেছে নিন',
  problems: {
    slot_missing: 'অনুগ্রহ করে দিন ও সময় বেছে নিন।',
    slot_taken: 'এই সময়টি এইমাত্র অন্য কেউ বুক করেছেন।',
    slot_closed: 'এই সময়ে আমরা বুকিং নিই না।',
  },
  nearest: 'নিকটতম খালি সময়:',
  choose: 'এই সময়টি চান',
  none: 'আগামী দিনগুলোতে কোনো খালি সময় নেই। অনুগ্রহ করে আমাদের সঙ্গে যোগাযোগ করুন।',
  mail: {
    greeting: (name) => `নমস্কার ${name},`,
    receivedSubject: (business) => `${business}-এ আপনার বুকিং অনুরোধ`,
    received: (when) => `${when}-এর জন্য আপনার অনুরোধ আমরা পেয়েছি। শিগগিরই নিশ্চিত করব।`,
    confirmedSubject: (business) => `${business}-এ আপনার বুকিং নিশ্চিত হয়েছে`,
    confirmed: (when) => `${when}-এর জন্য আপনার বুকিং নিশ্চিত হয়েছে। সংযুক্ত আমন্ত্রণটি এটি আপনার ক্যালেন্ডারে যোগ করবে।`,
    declinedSubject: (business) => `${business}-এ আপনার বুকিং অনুরোধ`,
    declined: (when) => `দুঃখিত, ${when}-এর জন্য আপনার বুকিং আমরা নিতে পারছি না।`,
    ownerNote: 'আমাদের পক্ষ থেকে মন্তব্য:',
  },
};
