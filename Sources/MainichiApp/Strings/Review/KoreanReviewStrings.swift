import MainichiCore

/// The words of the review screen in Korean.
struct KoreanReviewStrings: ReviewStrings {
    var title: String { "복습" }
    var answerPlaceholder: String { "로마자나 가나" }
    var showLabel: String { "답 보기" }
    var showHelp: String { "답 보기" }
    var gradeLabel: String { "평가" }
    var gradeHelp: String { "평가: 1 다시, 2 어려움, 3 좋음, 4 쉬움" }
    var undoLabel: String { "취소" }
    var undoHelp: String { "마지막 평가 취소 (한 번 더: 그 앞의 것)" }
    var detailLabel: String { "자세히" }
    var detailHelp: String { "단어나 한자의 자세한 화면 열기 (Esc로 카드에 돌아옴)" }
    var bookmarkLabel: String { "북마크" }
    var bookmarkHelp: String { "카드의 항목을 북마크하거나 북마크 해제" }
    var suspendLabel: String { "보류" }
    var suspendHelp: String { "카드 보류: 거머리 화면에서 되돌릴 때까지 복습에서 빠짐" }
    var editLabel: String { "편집" }
    var editHelp: String { "내 덱의 단어이면 편집" }
    var gradeSuggestedHelp: String { "보이는 카드를 추천 평가(평가 줄에 표시)로 평가" }
    var scrollCardHelp: String { "화면보다 긴 카드를 한 줄 아래/위로 스크롤 (Down, Up도 가능)" }
    var sayLabel: String { "발음" }
    var sayHelp: String { "단어 발음 듣기" }
    var typeLabel: String { "읽기 입력" }
    var typeHelp: String { "답을 보기 전에 읽기 입력" }
    var stopTypingLabel: String { "입력 그만" }
    var stopTypingHelp: String { "읽기 입력 그만 (그다음 u로 취소)" }
    var checkLabel: String { "확인" }
    var checkHelp: String { "입력한 읽기 확인" }
    func ratingName(_ rating: Rating) -> String {
        switch rating {
        case .again: "다시"
        case .hard: "어려움"
        case .good: "좋음"
        case .easy: "쉬움"
        }
    }
    func catchUpDays(_ days: Int) -> String { "\(days)일" }
    var notNow: String { "나중에" }
    var catchUpTitle: String { "밀린 복습" }
    func catchUpQuestion(overdue: Int) -> String {
        "복습 \(overdue)개가 밀렸습니다. 며칠에 나눠서, 잊었을 가능성이 큰 것부터 할까요?"
    }
    func spread(days: Int, perDay: String) -> String { "\(days)일에 나눔: " + perDay }
    var typeReadingFirst: String { "먼저 읽기를 입력하세요" }
    func typedRight(headword: String, typed: String, wait: String) -> String {
        "✓ \(headword)\(typed == headword ? "" : " " + typed): 정답, 좋음, 다음 \(wait) 후"
    }
    func graded(headword: String, rating: String, wait: String) -> String { "\(headword): \(rating), 다음 \(wait) 후" }
    var nothingToUndo: String { "취소할 것이 없습니다" }
    func undid(rating: String, headword: String) -> String { "\(headword)의 \(rating) 취소" }
    var answerFirst: String { "먼저 Space로 답을 보고 1-4로 평가하세요" }
    func nextCardIn(_ countdown: String) -> String { "다음 카드까지 \(countdown)" }
    var cardsComeBack: String { "카드는 때가 되면 돌아옵니다" }
    func countdown(seconds: Int) -> String {
        let seconds = max(1, seconds)
        if seconds < 60 { return "\(seconds)초" }
        let minutes = (seconds + 59) / 60
        if minutes < 60 { return "\(minutes)분" }
        return "\(minutes / 60)시간 \(minutes % 60)분"
    }
    var stateNew: String { "새 항목" }
    var stateReview: String { "복습" }
    var stateLearning: String { "학습 중" }
    func leech(_ state: String) -> String { "거머리 " + state }
    func origin(deck: String, kind: DeckKind, day: Int) -> String {
        "\(deck) \(kind == .vocab ? "단어" : "한자"), \(day)일차"
    }
    var right: String { "✓ 정답" }
    var almostTyped: String { "아깝다: 입력 " }
    var wrongTyped: String { "✗ 입력 " }
    var answerSeparator: String { "; 정답 " }
    var spaceShows: String { "Space: 답 보기" }
    var readingLabel: String { "읽기: " }
    var wordLabel: String { "단어: " }
    var onLabel: String { "음독 " }
    var kunLabel: String { "훈독 " }
    var nothingToReview: String { "지금 복습할 것이 없습니다." }
    var doneForNow: String { "오늘은 여기까지." }
    func reviewed(_ count: Int, new: Int) -> String { "\(count)개 복습 (새 항목 \(new)개)" }
    var undoHint: String { "u: 마지막 평가 취소" }

    var writeTitle: String { "써 보기" }
    var writeShowHelp: String { "한자를 획순대로 그려 보기; 한 번 더: 한꺼번에; 다 그리면: 좋음" }
    var writeGradeHelp: String { "쓴 것을 평가: 1 다시, 2 어려움, 3 좋음, 4 쉬움 (복습에 반영)" }
    var writeUndoHelp: String { "마지막 평가 취소" }
    func kanjiOrigin(deck: String, day: Int) -> String { "\(deck) 한자, \(day)일차" }
    func strokes(_ count: Int) -> String { "\(count)획" }
    var writePrompt: String { "종이에 써 본 뒤 Space: 쓰는 순서 보기" }
    var writePromptNarrow1: String { "종이에 써 본 뒤" }
    var writePromptNarrow2: String { "Space: 순서 보기" }
    var answerLabel: String { "정답 " }
    var noKanjiToWrite: String { "쓸 한자가 없습니다" }
    func written(_ count: Int) -> String { "쓴 한자: \(count)자" }
    var escBack: String { "Esc: 뒤로" }
    var undoLastShort: String { "   u: 마지막 평가 취소" }
    func writeGraded(kanji: String, rating: String, wait: String) -> String { "\(kanji): \(rating), 다음 \(wait) 후" }
    func writeUndid(kanji: String, rating: String) -> String { "\(kanji): \(rating) 취소" }
}
