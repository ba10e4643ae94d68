import MainichiCore

/// The study screens in Korean.
struct KoreanStudyStrings: StudyStrings {
    func noDecks(_ kind: DeckKind) -> String { "\(kind == .vocab ? "단어" : "한자") 덱을 찾을 수 없습니다." }
    var levelHeader: String { "레벨" }
    func itemsHeader(_ kind: DeckKind) -> String { kind == .vocab ? "단어" : "한자" }
    var daysHeader: String { "일수" }
    var doneHeader: String { "완료" }
    func cannotOpen(_ title: String, _ error: String) -> String { "\(title)을(를) 열 수 없습니다: \(error)" }
    var goToDayLabel: String { "일차 이동" }
    var goToDayHelp: String { "일차 번호를 입력하고 Enter로 이동" }
    var studyLabel: String { "학습" }
    var studyHelp: String { "선택한 일차 학습 (l, Right도 가능)" }
    var testLabel: String { "테스트" }
    var testDayHelp: String { "선택한 일차를 기본 방식으로 테스트" }
    var testModeLabel: String { "테스트 방식" }
    var testModeDayHelp: String { "테스트 방식을 고른 뒤 선택한 일차 테스트" }
    var hangmanLabel: String { "행맨" }
    var hangmanLevelHelp: String { "레벨 전체 단어로 행맨 게임" }
    var noDays: String { "이 덱에는 일차가 없습니다." }
    var noWordsYet: String { "아직 단어가 없습니다. n으로 추가하세요." }
    func goToDay(_ typed: String) -> String { "\(typed)_일차로 이동" }
    func daysDone(_ done: Int, of total: Int) -> String { "\(done)/\(total) 완료" }
    var dayHeader: String { "일차" }
    var bestHeader: String { "최고" }
    var studiedHeader: String { "학습일" }
    var topicHeader: String { "주제" }
    func topicName(_ topic: DayTopic) -> String {
        switch topic {
        case .people: "가족과 사람"
        case .body: "몸과 건강"
        case .nature: "날씨와 자연"
        case .food: "음식과 음료"
        case .home: "집과 생활"
        case .clothes: "옷과 쇼핑"
        case .school: "학교와 공부"
        case .work: "일과 경제"
        case .travel: "여행과 교통"
        case .time: "시간"
        case .feelings: "감정"
        case .leisure: "취미와 운동"
        case .polite: "경어"
        case .society: "사회와 뉴스"
        case .money: "돈"
        }
    }
    func dayWithTopic(_ day: String, _ topic: String) -> String { "\(day): \(topic)" }
    func noSuchDay(_ day: Int, deck: String, count: Int) -> String {
        "\(day)일차는 없습니다: \(deck)는 1-\(count)일차까지 있습니다"
    }
    func levelGameName(_ kind: DeckKind, _ deck: String) -> String { "\(kind == .kanji ? "한자" : "단어") \(deck)" }
    var readingLabel: String { "읽기" }
    var readingHelp: String { "선택한 줄의 읽기 보기/숨기기" }
    var meaningLabel: String { "뜻" }
    var meaningHelp: String { "선택한 줄의 뜻 보기/숨기기" }
    var allReadingsLabel: String { "모든 읽기" }
    var allReadingsHelp: String { "모든 읽기 보기/숨기기" }
    var allMeaningsLabel: String { "모든 뜻" }
    var allMeaningsHelp: String { "모든 뜻 보기/숨기기" }
    var bookmarkLabel: String { "북마크" }
    var bookmarkHelp: String { "선택한 항목 북마크 추가/삭제" }
    var sayLabel: String { "발음" }
    var sayHelp: String { "선택한 읽기 발음 듣기" }
    var addToReviewsLabel: String { "복습에 추가" }
    var addToReviewsHelp: String { "선택한 항목을 복습에 추가" }
    var hangmanListHelp: String { "이 목록의 단어로 행맨 게임" }
    var testListHelp: String { "이 목록을 기본 방식으로 테스트 (설정)" }
    var testModeListHelp: String { "테스트 방식을 고른 뒤 이 목록 테스트" }
    var writeItLabel: String { "써 보기" }
    var writeItHelp: String { "한자를 종이에 쓴 다음 획순을 보고 스스로 채점 (복습에 반영)" }
    var nothingToStudy: String { "학습할 항목이 없습니다." }
    func best(_ score: String) -> String { "최고 \(score)" }
    var readingsHidden: String { "읽기 숨김" }
    var allReadingsShown: String { "모든 읽기 표시" }
    var meaningsHidden: String { "뜻 숨김" }
    var allMeaningsShown: String { "모든 뜻 표시" }
    func bookmarkStatus(_ headword: String, isBookmarked: Bool) -> String {
        isBookmarked ? "\(headword) 북마크됨" : "\(headword): 북마크 삭제됨, b를 다시 누르면 복원"
    }
    func addedToReviews(_ headword: String) -> String { "\(headword) 복습에 추가됨" }
    func addedForLater(_ headword: String, newPerDay: Int) -> String {
        "\(headword) 추가됨, 오늘은 아님: 하루 새 항목이 \(newPerDay)개 (설정에서 변경)"
    }
    func alreadyInReviews(_ headword: String) -> String { "\(headword)은(는) 이미 복습에 있습니다" }
    func notInDecks(_ word: String, bookmarking: Bool) -> String {
        "\(word)은(는) 덱에 없는 단어입니다. 덱의 단어만 \(bookmarking ? "북마크할" : "복습에 추가할") 수 있습니다"
    }
    var wordColumn: String { "단어" }
    var readingColumn: String { "읽기" }
    var meaningColumn: String { "뜻" }
    var kanjiColumn: String { "한자" }
    var onColumn: String { "음독" }
    var kunColumn: String { "훈독" }
    var strokesColumn: String { "획수" }
}
