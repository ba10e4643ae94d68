import MainichiCore

/// The words of `mainichi mine`, in the learner's language.
protocol MineStrings: Sendable {
    var abstract: String { get }
    var discussion: String { get }
    var fileHelp: String { get }
    var jsonHelp: String { get }
    var knownHelp: String { get }
    var coverageHelp: String { get }
    var limitHelp: String { get }
    func cannotRead(_ path: String, reason: String) -> String
    func notText(_ path: String) -> String
    /// "You know 87% of the words here (92% of the running text)".
    func coverage(distinct: Int, running: Int, words: Int) -> String
    /// "These 25 words would bring you to 95%".
    func toReach(count: Int, goal: Int) -> String
    var noWords: String { get }
    func knowledge(_ knowledge: WordKnowledge) -> String
    func times(_ count: Int) -> String
}

/// English.
struct EnglishMineStrings: MineStrings {
    let abstract = "List the words of a Japanese text you do not know yet."
    let discussion = """
        Cuts the text into words with the offline dictionary (conjugated forms are found under their \
        dictionary form), then lists the words you have not learned yet, the most frequent first, each \
        with its reading, meaning and the first sentence it comes in. Reads FILE, or standard input \
        when FILE is - or missing. A word counts as known once its review card is mature (stable for \
        21 days or more).
        """
    let fileHelp = "The text to read (UTF-8); - or nothing reads standard input."
    let jsonHelp = "Print one JSON object a word."
    let knownHelp = "List the words you know too."
    let coverageHelp = "Print only how much of the text you know."
    let limitHelp = "Show at most this many words (0 for all)."
    func cannotRead(_ path: String, reason: String) -> String { "cannot read \(path): \(reason)" }
    func notText(_ path: String) -> String { "\(path) is not UTF-8 text (convert it with iconv -f SHIFT_JIS -t UTF-8, or -f EUC-JP)" }
    func coverage(distinct: Int, running: Int, words: Int) -> String {
        "You know \(distinct)% of the \(words) words here (\(running)% of the running text)."
    }
    func toReach(count: Int, goal: Int) -> String {
        count == 1 ? "This word would bring you to \(goal)%:" : "These \(count) words would bring you to \(goal)%:"
    }
    let noWords = "No Japanese words found."
    func knowledge(_ knowledge: WordKnowledge) -> String {
        switch knowledge {
        case .new: "new"
        case .learning: "learning"
        case .known: "known"
        case .ignored: "ignored"
        }
    }
    func times(_ count: Int) -> String { count == 1 ? "1 time" : "\(count) times" }
}

/// Korean.
struct KoreanMineStrings: MineStrings {
    let abstract = "일본어 글에서 아직 모르는 단어를 보여 줍니다."
    let discussion = """
        오프라인 사전으로 글을 단어로 나누고(활용형은 사전형으로 찾습니다), 아직 익히지 않은 단어를 \
        자주 나오는 순서로 읽기, 뜻, 처음 나오는 문장과 함께 보여 줍니다. FILE을 읽고, FILE이 - 이거나 \
        없으면 표준 입력을 읽습니다. 복습 카드가 21일 이상 안정되면 아는 단어로 칩니다.
        """
    let fileHelp = "읽을 글(UTF-8). - 이거나 없으면 표준 입력."
    let jsonHelp = "단어마다 JSON 객체 하나로 출력합니다."
    let knownHelp = "아는 단어도 보여 줍니다."
    let coverageHelp = "글을 얼마나 아는지만 출력합니다."
    let limitHelp = "최대 이만큼 보여 줍니다(0은 전부)."
    func cannotRead(_ path: String, reason: String) -> String { "\(path)을(를) 읽을 수 없습니다: \(reason)" }
    func notText(_ path: String) -> String { "\(path)은(는) UTF-8 글이 아닙니다(iconv -f SHIFT_JIS -t UTF-8 또는 -f EUC-JP로 바꾸세요)" }
    func coverage(distinct: Int, running: Int, words: Int) -> String {
        "이 글의 단어 \(words)개 중 \(distinct)%를 압니다(본문 기준 \(running)%)."
    }
    func toReach(count: Int, goal: Int) -> String { "이 단어 \(count)개를 익히면 \(goal)%가 됩니다:" }
    let noWords = "일본어 단어가 없습니다."
    func knowledge(_ knowledge: WordKnowledge) -> String {
        switch knowledge {
        case .new: "새 단어"
        case .learning: "학습 중"
        case .known: "아는 단어"
        case .ignored: "제외"
        }
    }
    func times(_ count: Int) -> String { "\(count)번" }
}

extension ArgumentLanguage {
    /// The words of `mainichi mine` in the language of this run.
    static var mine: any MineStrings {
        switch current {
        case .english: EnglishMineStrings()
        case .korean: KoreanMineStrings()
        }
    }
}
