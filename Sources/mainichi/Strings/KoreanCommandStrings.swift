import MainichiApp

/// The commands' words in Korean.
struct KoreanCommandStrings: CommandStrings {
    func partOfSpeech(_ label: String) -> String { PartOfSpeechText.text(label, language: .korean) }
    func statisticsFor(_ date: String) -> String { "\(date) 통계" }
    func noProgressYet(_ path: String) -> String { "\(path)에 아직 진도가 없습니다" }
    func notADirectory(_ path: String) -> String { "\(path)은(는) 디렉터리가 아닙니다" }
    func leechesHeader(_ count: Int) -> String { "거머리     \(count)개 (복습에서 자꾸 잊는 항목)" }
    func lapses(_ count: Int) -> String { "\(count)번 잊음" }
    func andMore(_ count: Int) -> String { "외 \(count)개" }
    var noResults: String { "결과 없음" }
    var notInDecks: String { "(덱에 없음)" }
    var giveSomethingToSearch: String { "검색할 말을 주세요" }
    var limitMustBe: String { "--limit은 0(제한 없음) 이상이어야 합니다" }
    var giveAWord: String { "찾을 단어를 주세요" }
    func noDictionaryEntry(_ text: String) -> String { "\"\(text)\"에 해당하는 사전 항목이 없습니다" }
    var common: String { "상용" }
    var alsoRead: String { "다른 읽기: " }
    var otherSpellings: String { "다른 표기: " }
    var koreanMeanings: String { "한국어 뜻: " }
    var giveFromOrClear: String { "--from YYYY-MM-DD (와 --days N) 또는 --clear를 주세요" }
    var daysRange: String { "--days는 1에서 366 사이여야 합니다" }
    var noDaysOff: String { "쉬는 날이 없습니다." }
    func fromMustBeDate(_ given: String) -> String { "--from은 YYYY-MM-DD 형식의 날짜여야 합니다: '\(given)'" }
    func daysOff(from first: String, to last: String, days: Int) -> String { "쉬는 날: \(first) - \(last) (\(days)일)." }
    func moved(_ count: Int, before: Int, after: Int) -> String {
        "그때 예정된 복습 \(count)개를 옮겼습니다: 앞으로 \(before)개, 뒤로 \(after)개."
    }
    func clearedDaysOff(_ count: Int) -> String { "쉬는 날 \(count)일을 지웠습니다." }
}
