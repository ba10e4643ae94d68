import MainichiCore

/// The words of `mainichi read`, in the learner's language.
protocol ReadStrings: Sendable {
    var abstract: String { get }
    var discussion: String { get }
    var fileHelp: String { get }
    /// Standard input is a pipe and no terminal is there to read keys from.
    func noKeyboard(_ reason: String) -> String
    /// `read -` with nothing piped in: the text is typed or pasted at the terminal.
    var typeTheText: String { get }
}

/// English.
struct EnglishReadStrings: ReadStrings {
    let abstract = "Read a Japanese text, its words coloured by what you know."
    let discussion = """
        Opens FILE (UTF-8, UTF-16, Shift_JIS or EUC-JP; plain text, SRT or ASS subtitles, or an Aozora \
        Bunko book, its ruby shown as readings), or standard input when FILE is -, in the full-screen reader: new words \
        stand out with their readings, Enter opens a word's entry with how it is conjugated, k marks a \
        word known and i ignores it (both sync like the rest of your progress), and the header shows how \
        much of the text you know. The place in the file is kept for next time.
        """
    let fileHelp = "The text to read; - reads standard input."
    func noKeyboard(_ reason: String) -> String { "no terminal to read keys from (/dev/tty: \(reason))" }
    let typeTheText = "Reading the text from standard input: paste or type it, then press Ctrl-D (or give a FILE)."
}

/// Korean.
struct KoreanReadStrings: ReadStrings {
    let abstract = "일본어 글을 아는 정도에 따라 단어에 색을 입혀 읽습니다."
    let discussion = """
        FILE(UTF-8, UTF-16, Shift_JIS, EUC-JP. 일반 글, SRT, ASS 자막, 후리가나를 읽기로 보여 주는 아오조라 \
        문고)을, FILE이 -이면 표준 입력을 전체 화면 읽기 도구로 엽니다. 새 단어는 읽는 법과 \
        함께 눈에 띄게 표시되고, Enter는 단어의 사전 항목과 활용 과정을 보여 주며, k는 아는 단어로, i는 \
        제외로 표시합니다(학습 기록처럼 동기화됩니다). 머리글에는 글을 얼마나 아는지가 나옵니다. 읽던 \
        위치는 다음에도 이어집니다.
        """
    let fileHelp = "읽을 글. -이면 표준 입력을 읽습니다."
    func noKeyboard(_ reason: String) -> String { "키를 읽을 터미널이 없습니다 (/dev/tty: \(reason))" }
    let typeTheText = "표준 입력에서 글을 읽습니다. 붙여 넣거나 입력한 뒤 Ctrl-D를 누르세요(파일 이름을 줘도 됩니다)."
}

extension ArgumentLanguage {
    /// The words of `mainichi read` in the language of this run.
    static var read: any ReadStrings {
        switch current {
        case .english: EnglishReadStrings()
        case .korean: KoreanReadStrings()
        }
    }
}
