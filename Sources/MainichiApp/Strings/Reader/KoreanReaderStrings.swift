import MainichiCore

/// The Read screen in Korean.
struct KoreanReaderStrings: ReaderStrings {
    func menuStatus(recentFiles: Int) -> String {
        recentFiles == 0 ? "글 읽기: mainichi read 파일" : "최근 파일 \(recentFiles)개"
    }
    var filesTitle: String { "읽기" }
    var noFiles: String { "아직 읽은 파일이 없습니다. 이렇게 여세요: mainichi read 파일 (표준 입력은 -)" }
    func fileLine(_ line: Int) -> String { "\(line)행" }
    func wordsTitle(goal: Int) -> String { "\(goal)%까지 배울 단어" }
    var noWordsToLearn: String { "이 글은 이미 충분히 알고 있습니다." }
    func coverage(distinct: Int, running: Int) -> String {
        "아는 단어 \(distinct)% (본문 기준 \(running)%)"
    }
    var noJapaneseWords: String { "이 글에는 일본어 단어가 없습니다" }
    func wordsToReach(_ count: Int, goal: Int) -> String { "\(goal)%까지 \(count)단어" }
    var noDictionary: String { "사전(Decks/dictionary.bin)을 열 수 없어 단어 구분 없이 글만 보여 줍니다" }
    func segmenting(percent: Int) -> String { "글을 읽는 중 \(percent)%" }
    func knowledgeName(_ knowledge: WordKnowledge) -> String {
        switch knowledge {
        case .new: "새 단어"
        case .learning: "학습 중"
        case .known: "아는 단어"
        case .ignored: "제외"
        }
    }
    func inflectionLine(text: String, dictionaryForm: String, inflections: [Inflection]) -> String {
        ([text + ": " + dictionaryForm] + inflections.map(inflectionName)).joined(separator: ", ")
    }
    func inflectionName(_ inflection: Inflection) -> String {
        switch inflection {
        case .negative: "부정"
        case .past: "과거"
        case .teForm: "て형"
        case .polite: "정중(ます)"
        case .desire: "희망(たい)"
        case .passive: "수동"
        case .causative: "사역"
        case .causativePassive: "사역수동"
        case .potential: "가능"
        case .passiveOrPotential: "수동 또는 가능"
        case .conditional: "조건(ば)"
        case .taraConditional: "조건(たら)"
        case .volitional: "의지"
        case .imperative: "명령"
        case .progressive: "진행(ている)"
        case .completion: "완료/유감(てしまう)"
        case .preparation: "미리 해 둠(ておく)"
        case .resultative: "결과 상태(てある)"
        case .tryDoing: "시도(てみる)"
        case .goingOn: "해 가다(ていく)"
        case .comingOn: "해 오다(てくる)"
        case .adverbial: "부사형"
        case .seemingly: "추측(そう)"
        case .negativeTe: "하지 않고(ないで)"
        case .zuNegative: "부정(ず)"
        case .contracted: "축약"
        case .nominal: "연용형"
        case .politeImperative: "정중한 명령(なさい)"
        case .hardToDo: "하기 어려움(にくい)"
        case .easyToDo: "하기 쉬움(やすい)"
        case .tooMuch: "지나침(すぎる)"
        case .whileDoing: "하면서(ながら)"
        case .nuNegative: "부정(ぬ)"
        case .listing: "나열(たり)"
        }
    }
    func readingsName(_ readings: ReaderShelf.Readings) -> String {
        switch readings {
        case .all: "모든 단어"
        case .unknown: "새 단어와 학습 중인 단어"
        case .none: "없음"
        }
    }
    func readingsChanged(_ readings: ReaderShelf.Readings) -> String { "읽기 표시: \(readingsName(readings))" }
    func markedKnown(_ word: String) -> String { "\(word): 아는 단어로 표시 (u로 취소)" }
    func markedIgnored(_ word: String) -> String { "\(word): 제외 (u로 취소)" }
    func unmarked(_ word: String) -> String { "\(word): 표시를 지웠습니다" }
    var nothingToUndo: String { "취소할 것이 없습니다" }
    func alreadyInDeck(_ word: String, deck: String) -> String { "\(deck)에 \(word)이(가) 이미 있습니다" }
    var longerWordsHeading: String { "사전에 있는 더 긴 단어" }
    func undone(_ word: String) -> String { "취소했습니다: \(word)" }
    var notAWord: String { "사전에 있는 단어가 아닙니다" }
    var searchPrompt: String { "찾기: " }
    func notFound(_ query: String) -> String { "\"\(query)\"은(는) 본문에 없습니다" }
    func found(_ index: Int, of count: Int) -> String { "\(count)개 중 \(index)번째 (n 다음)" }
    func empty(_ path: String) -> String { "\(path)에 글이 없습니다" }
    var standardInput: String { "표준 입력" }
    var moveWordLabel: String { "단어" }
    var moveWordHelp: String { "이전 또는 다음 단어로 이동 (w/b, 왼쪽/오른쪽도 가능)" }
    var moveLineLabel: String { "줄" }
    var moveLineHelp: String { "한 줄 아래 또는 위로 이동. 첫 줄에서 위로 가면 맨 위의 수치로, 거기서 Enter를 누르면 배울 단어 목록" }
    var pageHelp: String { "한 쪽 위 또는 아래로 이동" }
    var openLabel: String { "사전" }
    var openHelp: String { "단어의 사전 항목과 활용 과정 보기" }
    var knownLabel: String { "앎" }
    var knownHelp: String { "아는 단어로 표시 (다시 누르면 표시 지우기)" }
    var ignoreLabel: String { "제외" }
    var ignoreHelp: String { "이름이나 배우지 않을 단어로 제외 (다시 누르면 표시 지우기)" }
    var undoLabel: String { "취소" }
    var undoHelp: String { "마지막 표시 취소" }
    var sayLabel: String { "발음" }
    var sayHelp: String { "단어 발음 듣기" }
    var saySentenceLabel: String { "문장 발음" }
    var saySentenceHelp: String { "단어가 있는 문장 듣기" }
    var searchLabel: String { "찾기" }
    var searchHelp: String { "본문에서 찾기 (Enter로 이동, Esc로 그만)" }
    var nextMatchLabel: String { "다음" }
    var nextMatchHelp: String { "마지막으로 찾은 말의 다음 위치로" }
    var wordsLabel: String { "배울 단어" }
    var wordsHelp: String { "본문의 95%를 알게 해 줄 단어 목록" }
    var readingsLabel: String { "읽기" }
    var readingsHelp: String { "모든 단어, 새 단어와 학습 중인 단어, 또는 없음으로 읽기 표시" }
    var addAllLabel: String { "모두 추가" }
    var addAllHelp: String { "목록의 새 단어(이미 학습 중인 단어 빼고)를 처음 나온 문장과 함께 덱과 복습에 추가" }
    func addAllTitle(_ count: Int) -> String { "새 단어 \(count)개를 추가할 덱" }
    var noNewWordsToAdd: String { "목록의 단어는 모두 이미 복습에 있습니다" }
    func addedWords(_ count: Int, deck: String, alreadyThere: Int) -> String {
        "\(deck)에 \(count)단어를 추가했습니다" + (alreadyThere == 0 ? "" : "(\(alreadyThere)단어는 이미 있음)")
    }
    func allInDeck(_ count: Int, deck: String) -> String { "\(deck)에 이 단어 \(count)개가 모두 이미 있습니다" }
    var removeFileLabel: String { "빼기" }
    var removeFileHelp: String { "목록에서 파일 빼기 (파일은 그대로)" }
}
