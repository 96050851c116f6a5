-- Hand-written (decision 107): the demo texts an older shop holds, where staff left them as shipped,
-- say the one delivery time (domain/shared/delivery-terms.ts) and the points rule in the shop's one word, แต้ม.
UPDATE "faqs" SET "answer" = 'ร้านแพ็กและจัดส่งภายใน 1-2 วันทำการหลังยืนยันการชำระเงิน สินค้าจะถึงมือคุณภายใน 3-7 วันทำการนับจากวันที่การชำระเงินได้รับการยืนยัน ขึ้นอยู่กับพื้นที่ปลายทาง พร้อมส่งเลขพัสดุให้ติดตามสถานะได้ทางอีเมล'
WHERE "answer" = 'เราจัดส่งสินค้าภายใน 2-3 วันทำการหลังจากยืนยันการชำระเงิน พร้อมส่งเลขพัสดุให้ติดตามสถานะได้ทางอีเมล';
--> statement-breakpoint
UPDATE "faqs" SET "answer" = 'ทุกการใช้จ่าย 100 บาท รับ 1 แต้ม ทุก 100 แต้ม ใช้เป็นส่วนลดได้ 10 บาท ดูแต้มของคุณได้ที่หน้าบัญชีของฉัน'
WHERE "answer" = 'ทุกการซื้อ 100 บาท รับ 1 แต้ม สะสมครบ 100 แต้ม ใช้เป็นส่วนลดได้ 10 บาท ดูแต้มของคุณได้ที่หน้าโปรไฟล์';
--> statement-breakpoint
UPDATE "promotion_slides" SET "subtitle" = 'เมื่อช้อปครบ 1,000 บาทขึ้นไป จัดส่งภายใน 1-2 วันทำการ'
WHERE "subtitle" = 'เมื่อช้อปครบ 1,000 บาทขึ้นไป จัดส่งภายใน 2-3 วันทำการ';
