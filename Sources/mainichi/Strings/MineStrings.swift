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
    var addHelp: String { get }
    /// --add with --json or --coverage.
    var addAlone: String { get }
    /// How errors name standard input.
    var standardInput: String { get }
    /// "Added 12 words to Anime (anime, a new deck), each with its sentence:".
    func added(_ count: Int, deck: String, id: String, created: Bool) -> String
    /// "They are in your reviews now (12 new cards)."
    func inReviews(_ count: Int) -> String
    /// "Already in the deck: 食べる 映画".
    func alreadyInDeck(_ words: [String]) -> String
    /// "Already in your reviews: 食べる" (`Learner.isInReviews`: no second card).
    func alreadyInReviews(_ words: [String]) -> String
    /// "3 words you are learning or know already were left out."
    func leftOutLearning(_ count: Int) -> String
    /// "3 words you are studying are not listed (--known lists every word)."
    func studyingNotListed(_ count: Int) -> String
    /// "Not added: 〇〇: meanings is missing".
    func refused(_ word: String, reason: String) -> String
    /// "You know 87% of the words here (92% of the running text)".
    func coverage(distinct: Int, running: Int, words: Int) -> String
    /// "These 25 words would bring you to 95%".
    func toReach(count: Int, goal: Int) -> String
    var noWords: String { get }
    /// `mine` with nothing piped in: the text is typed or pasted at the terminal.
    var typeTheText: String { get }
    func knowledge(_ knowledge: WordKnowledge) -> String
    func times(_ count: Int) -> String
}

/// English.
struct EnglishMineStrings: MineStrings {
    let abstract = "List the words of a Japanese text you do not know yet."
    let discussion = """
        Cuts the text into words with the offline dictionary (conjugated forms are found under their \
        dictionary form), then lists the words you have not studied yet, the most frequent first, each \
        with its reading, meaning and the first sentence it comes in. Reads FILE, or standard input \
        when FILE is - or missing: plain text, SRT or ASS subtitles (their spoken lines) or an Aozora \
        Bunko book (its ruby gives the words their readings; its notes are left out), in UTF-8, UTF-16, Shift_JIS or EUC-JP. A word \
        counts as known once its review card is mature (stable for 21 days or more); a word you study \
        (in your reviews, your own decks included) is counted but not listed again, unless --known. --add DECK puts \
        the new words into your deck DECK (made if you have none of that name), each with its \
        sentence as the example, and into your reviews.
        """
    let fileHelp = "The text to read (UTF-8, UTF-16, Shift_JIS or EUC-JP; plain, SRT or ASS subtitles, Aozora Bunko); - or nothing reads standard input."
    let jsonHelp = "Print one JSON object a word."
    let knownHelp = "List every word, with how well you know it (the ones you study and know too)."
    let coverageHelp = "Print only how much of the text you know (with --json, as one JSON object)."
    let limitHelp = "Show at most this many words (0 for all)."
    let addHelp = "Add the new words to your deck DECK (made if missing), each with its sentence, and to your reviews."
    let addAlone = "--add prints what it added: use it without --json and --coverage."
    let standardInput = "standard input"
    func added(_ count: Int, deck: String, id: String, created: Bool) -> String {
        let what = count == 1 ? "1 word" : "\(count) words"
        let made = created ? ", a new deck" : ""
        return count == 0 ? "No new words added to \(deck) (\(id)\(made))."
            : "Added \(what) to \(deck) (\(id)\(made)), each with its sentence:"
    }
    func inReviews(_ count: Int) -> String { count == 1 ? "It is in your reviews now." : "They are in your reviews now (\(count) new cards)." }
    func alreadyInDeck(_ words: [String]) -> String { "Already in the deck: " + words.joined(separator: " ") }
    func alreadyInReviews(_ words: [String]) -> String { "Already in your reviews: " + words.joined(separator: " ") }
    func leftOutLearning(_ count: Int) -> String {
        count == 1 ? "1 word you are learning or know already was left out." : "\(count) words you are learning or know already were left out."
    }
    func studyingNotListed(_ count: Int) -> String {
        (count == 1 ? "1 word you are studying is" : "\(count) words you are studying are") + " not listed (--known lists every word)."
    }
    func refused(_ word: String, reason: String) -> String { "Not added: \(word): \(reason)" }
    func coverage(distinct: Int, running: Int, words: Int) -> String {
        "You know \(distinct)% of the \(words) words here (\(running)% of the running text)."
    }
    func toReach(count: Int, goal: Int) -> String {
        count == 1 ? "This word would bring you to \(goal)%:" : "These \(count) words would bring you to \(goal)%:"
    }
    let noWords = "No Japanese words found."
    let typeTheText = "Reading the text from standard input: paste or type it, then press Ctrl-D (or give a FILE)."
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
        오프라인 사전으로 글을 단어로 나누고(활용형은 사전형으로 찾습니다), 아직 공부하지 않은 단어를 \
        자주 나오는 순서로 읽기, 뜻, 처음 나오는 문장과 함께 보여 줍니다. FILE을 읽고, FILE이 - 이거나 \
        없으면 표준 입력을 읽습니다. 일반 글, SRT, ASS 자막(대사만), 아오조라 문고(후리가나는 단어의 읽기로 \
        쓰고 주석은 뺍니다)를 UTF-8, UTF-16, Shift_JIS, EUC-JP로 읽습니다. 복습 카드가 21일 이상 안정되면 아는 \
        단어로 칩니다. 학습 중인 단어(내 덱 포함)는 세기만 하고 --known 없이는 다시 보여 주지 않습니다. --add DECK은 새 단어를 내 덱 DECK(없으면 만듭니다)에 문장을 예문으로 하여 넣고 \
        복습에도 넣습니다.
        """
    let fileHelp = "읽을 글(UTF-8, UTF-16, Shift_JIS, EUC-JP. 일반 글, SRT, ASS 자막, 아오조라 문고). - 이거나 없으면 표준 입력."
    let jsonHelp = "단어마다 JSON 객체 하나로 출력합니다."
    let knownHelp = "모든 단어를 얼마나 아는지와 함께 보여 줍니다(학습 중인 단어와 아는 단어도)."
    let coverageHelp = "글을 얼마나 아는지만 출력합니다(--json과 함께 쓰면 JSON 객체 하나로)."
    let limitHelp = "최대 이만큼 보여 줍니다(0은 전부)."
    let addHelp = "새 단어를 문장과 함께 내 덱 DECK(없으면 만듭니다)과 복습에 넣습니다."
    let addAlone = "--add는 넣은 단어를 출력합니다. --json, --coverage 없이 쓰세요."
    let standardInput = "표준 입력"
    func added(_ count: Int, deck: String, id: String, created: Bool) -> String {
        let made = created ? ", 새 덱" : ""
        return count == 0 ? "\(deck)(\(id)\(made))에 넣은 새 단어가 없습니다."
            : "\(deck)(\(id)\(made))에 단어 \(count)개를 문장과 함께 넣었습니다:"
    }
    func inReviews(_ count: Int) -> String { "이제 복습에 있습니다(새 카드 \(count)장)." }
    func alreadyInDeck(_ words: [String]) -> String { "이미 덱에 있음: " + words.joined(separator: " ") }
    func alreadyInReviews(_ words: [String]) -> String { "이미 복습에 있음: " + words.joined(separator: " ") }
    func leftOutLearning(_ count: Int) -> String { "이미 학습 중이거나 아는 단어 \(count)개는 뺐습니다." }
    func studyingNotListed(_ count: Int) -> String { "학습 중인 단어 \(count)개는 목록에서 뺐습니다(--known은 모든 단어를 보여 줍니다)." }
    func refused(_ word: String, reason: String) -> String { "넣지 못함: \(word): \(reason)" }
    func coverage(distinct: Int, running: Int, words: Int) -> String {
        "이 글의 단어 \(words)개 중 \(distinct)%를 압니다(본문 기준 \(running)%)."
    }
    func toReach(count: Int, goal: Int) -> String { "이 단어 \(count)개를 익히면 \(goal)%가 됩니다:" }
    let noWords = "일본어 단어가 없습니다."
    let typeTheText = "표준 입력에서 글을 읽습니다. 붙여 넣거나 입력한 뒤 Ctrl-D를 누르세요(파일 이름을 줘도 됩니다)."
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
