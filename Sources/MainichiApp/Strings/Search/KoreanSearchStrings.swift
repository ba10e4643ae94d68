import MainichiCore

/// Search in Korean.
struct KoreanSearchStrings: SearchStrings {
    var title: String { "검색" }
    var fieldLabel: String { "검색 " }
    var placeholder: String { "단어, 읽기, 로마자 또는 영어" }
    var typeSomething: String { "단어, 읽기, 로마자 또는 영어를 입력하세요." }
    func nothingFound(_ query: String) -> String { "\"\(query)\"에 대한 결과가 없습니다." }
    func found(_ count: Int, isCapped: Bool, dictionary: Int) -> String {
        let found = isCapped ? "결과 \(count)개 이상" : "결과 \(count)개"
        if count == 0 && dictionary > 0 { return "사전에 \(dictionary)개" }
        return dictionary == 0 ? found : found + " (+\(dictionary))"
    }
    var typeAgainHint: String { "Tab이나 /로 다시 입력" }
    var moveLabel: String { "이동" }
    var moveHelp: String { "입력 중 결과에서 이동 (Ctrl-P/Ctrl-N도 가능)" }
    var openLabel: String { "열기" }
    var openHelp: String { "선택한 항목의 상세 화면 열기" }
    var dayLabel: String { "일차" }
    var dayWhileTypingHelp: String { "선택한 항목의 일차 학습 목록 열기" }
    var resultsLabel: String { "결과" }
    var resultsHelp: String { "입력란과 결과 목록 사이 전환" }
    var typeLabel: String { "입력" }
    var typeHelp: String { "입력란으로 돌아가기 (/도 가능)" }
    var dayHelp: String { "선택한 항목의 일차 학습 목록 열기 (결과에서)" }
    var sayLabel: String { "발음" }
    var sayHelp: String { "선택한 항목 발음 듣기 (결과에서)" }
    func unreadableDecks(_ problem: String) -> String { "읽을 수 없는 덱이 있습니다: \(problem)" }
    func noLongerInDecks(_ word: String) -> String { "\(word)은(는) 이제 덱에 없습니다" }
    var columns: [String] { ["단어", "읽기", "뜻", "급", "일차"] }
    var vocabMark: String { "V" }
    var kanjiMark: String { "K" }
    var dictionaryMark: String { "D" }
    var notInYourDecks: String { "내 덱에 없음" }
    var dictionarySection: String { "사전에서" }
    func inUserDeck(_ name: String) -> String { "\(name)에 있음" }
    var addLabel: String { "추가" }
    var addWhileTypingHelp: String { "강조된 결과를 내 덱 중 하나에 추가 (검색어가 있으면 입력 중에도; + 자체를 입력하려면 검색어를 지우세요)" }
}
