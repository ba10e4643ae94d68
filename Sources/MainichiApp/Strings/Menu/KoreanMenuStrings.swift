import MainichiCore

/// The menu, welcome and help in Korean.
struct KoreanMenuStrings: MenuStrings {
    var appTitle: String { "Mainichi" }
    var tagline: String { "毎日 하루 한 걸음 일본어" }
    var vocabulary: String { "단어" }
    var kanji: String { "한자" }
    var review: String { "복습" }
    var bookmarks: String { "북마크" }
    var mistakes: String { "오답 노트" }
    var search: String { "검색" }
    var statistics: String { "통계" }
    var read: String { "읽기" }
    var history: String { "학습 기록" }
    var settings: String { "설정" }
    var help: String { "도움말" }
    var myDecks: String { "내 덱" }
    var addWord: String { "단어 추가" }
    var noDecks: String { "덱 없음" }
    func dayNext(deck: String, day: Int) -> String { "다음: \(deck) \(day)일차" }
    var allDaysDone: String { "모든 일차 완료" }

    func reviewSituation(_ situation: ReviewStatus.Situation) -> String {
        switch situation {
        case .work(let counts): KoreanCommonStrings().reviewCounts(counts, compact: false)
        case .learningLater(let counts, let next):
            KoreanCommonStrings().reviewCounts(counts, compact: false) + "; 다음: " + Self.describe(next)
        case .noCards: "복습 항목 없음: 학습 목록에서 a를 누르거나 테스트를 보세요"
        case .next(let next): "다음 복습: " + Self.describe(next)
        case .limitReached: "오늘 한도 도달, 나머지는 내일"
        case .nothingDue: "예정된 복습 없음"
        }
    }

    func newHeldBack(_ held: NewItemsHeldBack, compact: Bool) -> String {
        compact ? "+\(held.count) 대기" : "새 항목 \(held.count)개 대기: 오늘 한도 \(held.limit)개"
    }

    var newLimitHint: String { "설정 > 하루 새 항목에서 변경" }

    /// "4분 후", "내일 09:00", "5일 후".
    static func describe(_ next: ReviewStatus.NextReview) -> String {
        switch next {
        case .later(let seconds): KoreanCommonStrings().interval(seconds) + " 후"
        case .tomorrow(let hour, let minute): "내일 \(hour < 10 ? "0" : "")\(hour):\(minute < 10 ? "0" : "")\(minute)"
        case .inDays(let days): "\(days)일 후"
        }
    }

    func bookmarked(_ count: Int) -> String { count == 0 ? "아직 없음: 단어에서 b를 누르세요" : "\(count)개 북마크됨" }
    func inNotebook(_ count: Int) -> String { count == 0 ? "아직 틀린 항목 없음" : "노트에 \(count)개" }
    func lastStudied(_ date: String) -> String { "최근: \(date)" }
    var nothingStudiedYet: String { "아직 학습 기록 없음" }
    var searchStatus: String { "입력하는 대로 단어와 한자 검색 (어디서나 /)" }
    var statisticsStatus: String { "한 해의 학습을 한눈에" }
    var helpStatus: String { "Mainichi 사용법과 키" }

    func settingsStatus(testMode: String, theme: String, audioOff: Bool) -> String {
        "\(testMode), \(theme) 테마" + (audioOff ? ", 소리 끔" : "")
    }

    var noticeTitle: String { "알림" }
    var welcomeTitle: String { "환영합니다" }

    var welcomePage: [TextPage.Block] {
        [
            .heading("Mainichi에 오신 것을 환영합니다"),
            .paragraph("JLPT N5부터 N1까지의 일본어 단어와 한자를 하루에 조금씩: 하루에 단어 20개 또는 한자 10자."),
            .gap,
            .heading("매일 이렇게"),
            .paragraph("단어나 한자를 열고 레벨과 오늘의 일차를 고르세요. 읽기와 뜻을 가린 채 목록을 읽고, 하나씩 확인한 다음 테스트를 보세요. 틀린 것은 남은 것이 없을 때까지 다시 풉니다. 테스트한 항목은 잊어버릴 때쯤 복습에 다시 나옵니다."),
            .gap,
            .heading("키"),
            .key("j/k", "아래/위로 이동"),
            .key("Enter", "열기"),
            .key("Esc", "뒤로"),
            .key("r / m", "읽기/뜻 보기 (R, M은 전체)"),
            .key("b", "북마크"),
            .key("p", "발음 듣기"),
            .key("t", "이 일차 테스트"),
            .key("/", "어디서나 검색"),
            .key("?", "지금 화면의 모든 키"),
        ]
    }

    var continueLabel: String { "계속" }
    var continueHelp: String { "메인 메뉴로 계속 (Space도 가능)" }
    var moreHint: String { "j: 더 보기, Enter: 시작" }
    var startHint: String { "Enter: 시작" }

    var helpPage: [TextPage.Block] {
        [
            .heading("사용 방법"),
            .paragraph("단어와 한자에는 JLPT 레벨 N5(가장 쉬움)부터 N1까지가 있습니다. 각 레벨은 단어 20개 또는 한자 10자씩 일차로 나뉩니다. 다음에 공부할 일차가 선택되어 있고, 테스트를 보면 그 일차는 완료되며 최고 점수가 일차 목록에 표시됩니다."),
            .gap,
            .paragraph("일차 목록에서는 읽기와 뜻이 가려져 있습니다. 먼저 스스로 말해 본 다음 확인하세요. 한자 줄을 펼치면 그 한자가 들어간 단어가 나옵니다. t로 테스트(설정에서 바꾸지 않으면 객관식), T로 방식 선택: 읽기 입력, 플래시카드. 테스트 후 w는 틀린 문제만 다시 풉니다."),
            .gap,
            .paragraph("틀린 항목은 모두 오답 노트에 들어가고, 세 번 연속 맞히면 빠집니다. 테스트했거나 a로 추가한 항목은 복습에 다시 나오며, 잊어버리기 직전에 보도록 간격이 조절됩니다."),
            .gap,
            .heading("모든 화면"),
            .key("j/k", "아래/위로 이동 (Down, Up도 가능); PgDn/PgUp 한 페이지; g/G 처음/끝"),
            .key("Enter", "선택한 줄 열기"),
            .key("Esc", "뒤로 (h, Left, Backspace, q도 가능)"),
            .key("/", "단어와 한자 검색"),
            .key("?", "지금 화면의 키 (입력란에서는 ?가 입력되므로 F1)"),
            .key("Q, Ctrl-C", "어느 화면에서든 종료"),
            .gap,
            .heading("일차 목록"),
            .key("1-9 Enter", "일차로 이동: 번호를 입력하고 Enter"),
            .gap,
            .heading("학습 목록"),
            .key("r / m", "선택한 줄의 읽기/뜻 보기/숨기기"),
            .key("R / M", "모든 줄의 읽기/뜻"),
            .key("Space, l", "한자: 예시 단어 보기 (h로 접기)"),
            .key("b", "북마크 추가/삭제"),
            .key("p", "읽기 발음 듣기"),
            .key("a", "복습에 추가"),
            .key("t / T", "이 목록 테스트 (기본 방식 / 선택)"),
            .gap,
            .heading("상세 화면"),
            .key("Enter", "단어의 한자, 또는 한자의 단어 열기"),
            .key("p", "단어나 선택한 예문 발음 듣기"),
            .key("b", "북마크 추가/삭제"),
            .key("d", "그 항목의 일차로 이동 (단어 › 레벨 › 일차)"),
            .gap,
            .heading("테스트"),
            .key("1-4", "객관식: 그 뜻 고르기"),
            .key("Enter", "읽기 입력: 답 확인 (로마자는 가나로 바뀜)"),
            .key("Space, y/n", "플래시카드: 답 보기, 그다음 알았는지 답하기"),
            .key("Enter", "답한 뒤: 다음으로"),
            .key("Esc", "테스트 그만두기 (먼저 물어봄)"),
            .key("w / a", "결과 화면: 틀린 문제만 / 전부 다시 테스트"),
            .gap,
            .heading("복습"),
            .key("Space", "답 보기; 그다음은 강조된 버튼으로 평가 (보통 Good)"),
            .key("1-4", "평가: 1 다시, 2 어려움, 3 좋음, 4 쉬움"),
            .key("i", "답이 나오기 전에 읽기 입력 (Tab으로 그만)"),
            .key("u", "마지막 평가 취소"),
            .gap,
            .heading("검색"),
            .paragraph("단어, 로마자나 가나 읽기, 또는 영어를 입력합니다. 모든 키가 입력되며 ?도 마찬가지입니다. Up/Down으로 결과 이동, Enter로 열기, Ctrl-G로 그 일차 열기. Tab으로 결과 목록에 들어가면 d는 일차, p는 발음입니다."),
            .gap,
            .heading("북마크와 오답 노트"),
            .key("b / u", "북마크: 선택한 북마크 삭제 / 되돌리기"),
            .key("f / o", "오답 노트: 종류별 / 테스트 방식별 거르기"),
            .key("s / t / T", "보이는 항목 학습, 테스트, 방식 골라 테스트"),
            .gap,
            .heading("설정"),
            .paragraph("기본 테스트 방식, 문제 순서, 소리, 보기 시 자동 재생, 색 테마, 하루 복습 한도 등을 고릅니다. 바꾸면 바로 저장됩니다."),
        ]
    }

    var scrollLabel: String { "스크롤" }
    var scrollHelp: String { "한 줄 아래/위로 스크롤 (Down, Up도 가능)" }
    var pageLabel: String { "페이지" }
    var pageHelp: String { "한 페이지 스크롤" }
    var endsLabel: String { "처음/끝" }
    var endsHelp: String { "맨 위나 맨 끝으로 이동 (Home, End도 가능)" }
}
