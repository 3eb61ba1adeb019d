import type { BookingTexts } from './types.ts';

/** The Book page and booking mails in Thai. */
export const th: BookingTexts = {
  menu: 'จอง',
  title: 'จองนัดหมาย',
  lead: 'เลือกบริการและเวลาที่สะดวก นี่คือคำขอ: เราจะยืนยันทางอีเมลหรือโทรศัพท์',
  cta: 'จองนัดหมาย',
  offer: 'บริการ',
  anyOffer: 'ยังไม่ได้ตัดสินใจ',
  day: 'วัน',
  time: 'เวลา',
  slot: 'วันและเวลา',
  zone: (zone) => `เวลาเป็นไปตามเขตเวลา ${zone}`,
  noSlots: 'ขณะนี้ไม่มีเวลาว่าง โปรดติดต่อเรา',
  note: 'หมายเหตุ (ไม่บังคับ)',
  submit: 'ส่งคำขอจอง',
  problemTitle: 'โปรดเลือกเวลาอื่น',
  problems: {
    slot_missing: 'โปรดเลือกวันและเวลา',
    slot_taken: 'เวลานี้เพิ่งถูกผู้อื่นจองไป',
    slot_closed: 'เราไม่รับจองในเวลานี้',
  },
  nearest: 'เวลาว่างที่ใกล้ที่สุด:',
  choose: 'ขอเวลานี้',
  none: 'ไม่มีเวลาว่างในวันข้างหน้า โปรดติดต่อเรา',
  mail: {
    greeting: (name) => `สวัสดี ${name}`,
    receivedSubject: (business) => `คำขอจองของคุณที่ ${business}`,
    received: (when) => `เราได้รับคำขอของคุณสำหรับ ${when} แล้ว และจะยืนยันเร็ว ๆ นี้`,
    confirmedSubject: (business) => `การจองของคุณที่ ${business} ได้รับการยืนยันแล้ว`,
    confirmed: (when) => `การจองของคุณสำหรับ ${when} ได้รับการยืนยันแล้ว คำเชิญที่แนบมาจะเพิ่มลงในปฏิทินของคุณ`,
    declinedSubject: (business) => `คำขอจองของคุณที่ ${business}`,
    declined: (when) => `ขออภัย เราไม่สามารถรับการจองของคุณสำหรับ ${when} ได้`,
    ownerNote: 'หมายเหตุจากเรา:',
  },
};
