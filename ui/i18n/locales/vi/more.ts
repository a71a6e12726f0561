import type { AreaTexts } from '../../area-texts';
import type { moreMessagesEn } from '../../../more/messages.en';

export const viMore: AreaTexts<typeof moreMessagesEn> = {
  'more.title': 'Thêm',
  'more.settings.title': 'Cài đặt',
  'more.settings.text': 'Ngôn ngữ, tiền tệ thanh toán và đăng xuất.',
  'more.settings.link': 'Mở cài đặt',
  'more.learn.title': 'Tìm hiểu',
  'more.learn.text': 'Mới làm quen với tiền mã hóa? Hướng dẫn ngắn về coin, giỏ, giá và cách giữ an toàn cho tài khoản.',
  'more.learn.link': 'Đọc hướng dẫn về tiền mã hóa',
  'more.help.title': 'Trợ giúp',
  'more.help.text': 'Câu trả lời cho các câu hỏi thường gặp có trong hướng dẫn. Trò chuyện với đội ngũ hỗ trợ trong ứng dụng di động, bất cứ lúc nào.',
  'more.app.title': 'Tải ứng dụng',
  'more.app.text': 'Staking, Dự đoán, mua định kỳ và trò chuyện với bộ phận hỗ trợ có trong ứng dụng di động.',
  'more.legal.title': 'Pháp lý',
  'more.legal.text':
    'Giá tiền mã hóa có thể tăng và giảm, và bạn có thể mất số tiền đã bỏ ra. Kết quả trong quá khứ không đảm bảo kết quả trong tương lai. Không nội dung nào ở đây là lời khuyên đầu tư, thuế hay pháp lý.',
  'more.legal.full':
    'Tài sản mã hóa không phải là tiền pháp định, không được chính phủ bảo đảm và không được bảo hiểm tiền gửi hay chương trình bảo vệ nhà đầu tư chi trả. Tiền trong tài khoản tiền mặt của bạn được giữ tại các ngân hàng đối tác. Phí, chênh lệch giá và hạn mức được áp dụng và hiển thị trước khi bạn xác nhận bất kỳ giao dịch nào.',
  'more.legal.statement': 'Đọc tuyên bố rủi ro',
  'guide.title': 'Hướng dẫn về tiền mã hóa',
  'guide.lead': 'Năm bài đọc ngắn trước giao dịch tiếp theo của bạn.',
  'guide.coins.title': 'Coin là gì',
  'guide.coins.text':
    'Coin là một tài sản số được ghi trên một sổ cái công khai gọi là blockchain. Bitcoin (BTC) là coin đầu tiên; Ethereum (ETH) còn có thể chạy chương trình. Mỗi coin có giá riêng, do người mua và người bán trên khắp thế giới xác lập, suốt ngày đêm.',
  'guide.prices.title': 'Giá biến động như thế nào',
  'guide.prices.text':
    'Giá thay đổi từng giây. Giá bạn thấy trên trang coin là giá trực tiếp; khi mua hoặc bán, bạn nhận được báo giá giữ nguyên trong 15 giây, nên bạn biết chính xác mình trả và nhận bao nhiêu trước khi xác nhận.',
  'guide.baskets.title': 'Giỏ',
  'guide.baskets.text':
    'Một giỏ giúp bạn mua nhiều coin cùng lúc theo tỷ trọng cố định (ví dụ 60% BTC và 40% ETH). Tái cân bằng đưa giỏ về các tỷ trọng đó hằng tuần, hai tuần một lần hoặc hằng tháng; bạn có thể tắt tính năng này. Giỏ của bạn và chế độ tái cân bằng nằm ở trang Tài khoản.',
  'guide.cash.title': 'Tài khoản tiền mặt của bạn',
  'guide.cash.text':
    'Tài khoản tiền mặt giữ tiền bằng đồng tiền của bạn. Nạp tiền bằng chuyển khoản ngân hàng hoặc thẻ, mua tiền mã hóa từ tài khoản này mà không mất phí thẻ, và nhận tiền bán vào đó. Mọi giao dịch đều có trong lịch sử, bạn có thể xuất ra tệp CSV.',
  'guide.safety.title': 'Giữ an toàn cho tài khoản',
  'guide.safety.text':
    'Chúng tôi không bao giờ hỏi mã khóa của bạn qua điện thoại, email hay trò chuyện. Hãy dùng mã khóa bạn không dùng ở nơi nào khác, đăng xuất trên thiết bị dùng chung, và cảnh giác với bất kỳ ai hứa hẹn lợi nhuận được đảm bảo: đó là hình thức lừa đảo phổ biến nhất.',
  'guide.statement.title': 'Tuyên bố rủi ro',
  'guide.statement.text':
    'Tài sản mã hóa biến động rất mạnh và có thể mất toàn bộ giá trị. Chúng không phải là tiền pháp định và không được bảo vệ bởi bảo hiểm tiền gửi hay chương trình bồi thường nhà đầu tư. Chỉ đầu tư số tiền bạn có thể chấp nhận mất, và hãy cân nhắc tìm tư vấn độc lập.',
  'guide.back': 'Quay lại Thêm',
  'more.help.assistant': 'Hỏi trợ lý của chúng tôi',
  'more.help.assistantName': 'Hỏi trợ lý của chúng tôi (mở trong thẻ mới)',
  'more.help.assistantText': 'Trợ lý của chúng tôi trả lời các câu hỏi về tài khoản và ứng dụng, cả ngày lẫn đêm.',
};
