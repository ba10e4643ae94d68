import MainichiCore

/// The words of the notebook screens in Korean.
struct KoreanNotebookStrings: NotebookStrings {
    var bookmarksTitle: String { "북마크" }
    var noBookmarks: String { "북마크가 아직 없습니다. 학습 목록이나 상세 화면에서 단어나 한자에 b를 누르세요." }
    var unbookmarkLabel: String { "북마크 해제" }
    var unbookmarkHelp: String { "선택한 항목의 북마크 해제" }
    var studyLabel: String { "학습" }
    var studySectionHelp: String { "선택한 구역을 하루치로 학습" }
    var testLabel: String { "테스트" }
    var testSectionHelp: String { "선택한 구역 테스트 (기본 방식)" }
    var testAsLabel: String { "방식 골라 테스트" }
    var testSectionAsHelp: String { "선택한 구역을 방식을 골라 테스트" }
    var sayLabel: String { "발음" }
    var sayHelp: String { "선택한 항목 발음 듣기" }
    var hangmanLabel: String { "행맨" }
    var hangmanSectionHelp: String { "선택한 구역의 단어로 행맨" }
    func removedBookmark(_ headword: String) -> String { "\(headword)의 북마크를 해제했습니다: u로 되돌리기" }
    var undoRemoveLabel: String { "되돌리기" }
    var undoRemoveHelp: String { "마지막으로 해제한 북마크 되돌리기" }
    func restoredBookmark(_ headword: String) -> String { "\(headword)을(를) 다시 북마크했습니다" }
    func bookmarkedList(_ kind: DeckKind) -> String { "북마크한 \(kind == .vocab ? "단어" : "한자")" }
    func section(_ kind: DeckKind, count: Int) -> String { "\(kind == .vocab ? "단어" : "한자") (\(count))" }

    var mistakesTitle: String { "오답 노트" }
    var kindLabel: String { "종류" }
    var kindHelp: String { "종류로 거르기: 전체, 단어, 한자, 그다음 실수 종류별 (장음, ...)" }
    var modeLabel: String { "방식" }
    var modeHelp: String { "테스트 방식으로 거르기: 전체, 객관식, 읽기 입력, 플래시카드" }
    var studyItemsHelp: String { "보이는 항목을 하루치로 학습 (선택한 줄의 종류)" }
    var testItemsHelp: String { "보이는 항목 테스트 (기본 방식)" }
    var testItemsAsHelp: String { "보이는 항목을 방식을 골라 테스트" }
    var leechesLabel: String { "거머리" }
    var leechesHelp: String { "거머리 열기: 복습에서 자꾸 잊는 항목" }
    var hangmanItemsHelp: String { "보이는 단어로 행맨" }
    var studyTitle: String { "학습" }
    var noMistakes: String { "틀린 것이 아직 없습니다. 테스트에서 틀린 항목이 여기 모이고, 세 번 연속 맞히면 빠집니다." }
    var nothingMatches: String { "이 조건에 맞는 것이 없습니다 (f: 종류, o: 방식)." }
    var allKinds: String { "모든 종류" }
    var allModes: String { "모든 방식" }
    var showing: String { "보기: " }
    func itemCount(_ count: Int) -> String { "  \(count)개" }
    func itemsLeave(after count: Int) -> String { "\(count)번 연속 맞히면 빠집니다." }
    func itemsLeaveShort(after count: Int) -> String { "\(count)번 연속 맞히면 빠짐" }
    var itemHeader: String { "항목" }
    var readingHeader: String { "읽기" }
    var missedHeader: String { "틀림" }
    var missedHeaderShort: String { "틀림" }
    var rightHeader: String { "맞힘" }
    var rightHeaderShort: String { "맞음" }
    var lastHeader: String { "최근" }
    var meaningHeader: String { "뜻" }
    func times(_ count: Int) -> String { "\(count)회" }

    var historyTitle: String { "기록" }
    var openDayLabel: String { "그날 열기" }
    var openDayHelp: String { "선택한 줄의 날 학습 목록 열기 (l, Right도 됨)" }
    var emptyHistory: String { "아직 없습니다. 공부한 날, 테스트, 복습이 여기 기록됩니다." }
    func andMore(_ first: String, more: Int) -> String { "\(first) (외 \(more)개)" }
    func reviews(_ count: Int) -> String { "복습 \(count)회" }
    func levelGame(_ kind: DeckKind?, _ deck: String?) -> String {
        deck.map { "\(kind == .kanji ? "한자" : "단어") \($0)" } ?? "레벨"
    }
    var mixed: String { "혼합" }
    var studied: String { "공부함" }
    var review: String { "복습" }
    var hangman: String { "행맨" }
    func won(_ score: Int, of total: Int) -> String { "\(total)판 중 \(score)승" }
    func entries(_ count: Int) -> String { "\(count)개 항목, 최신순" }
    func entriesSoFar(_ count: Int) -> String { "\(count)개 이상 항목, 최신순" }
    func unreadable(_ count: Int) -> String { "  읽을 수 없는 줄 \(count)개 건너뜀" }
    var namesNoDay: String { "이 줄에는 열 날이 없습니다." }
    func notInDecks(_ day: String) -> String { "\(day)은(는) 덱에 없습니다." }
    func shortMode(_ mode: TestMode) -> String {
        switch mode {
        case .multipleChoice: "객관식"
        case .typedReading: "입력"
        case .flashcard: "카드"
        case .onyomi: "음독"
        case .meaningToWord: "단어"
        }
    }
}
