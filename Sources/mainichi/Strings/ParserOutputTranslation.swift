#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TerminalUI

/// swift-argument-parser's own words (section headings, the built-in options' help, its parse
/// errors) in Korean, and the help text wrapped again by display width, since the parser
/// counts a Hangul syllable as one column where the terminal gives it two.
///
/// The parser is asked for unwrapped text (`COLUMNS` is raised before parsing, see
/// `Mainichi.main`); `terminalWidth` is the width it would have used.
enum ParserOutputTranslation {
    /// The width to wrap to, read before `COLUMNS` is raised.
    nonisolated(unsafe) static var terminalWidth = 80

    /// The terminal's width: COLUMNS, else the terminal's own, else 80.
    static func measureTerminalWidth() -> Int {
        if let text = getenv("COLUMNS").map({ String(cString: $0) }), let columns = Int(text), columns > 0 { return columns }
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        return 80
    }

    /// Literal phrases of the parser and their Korean.
    private static let phrases: [(String, String)] = [
        ("OVERVIEW: ", "개요: "),
        ("USAGE: ", "사용법: "),
        ("ARGUMENTS:", "인자:"),
        ("OPTIONS:", "옵션:"),
        ("SUBCOMMANDS:", "하위 명령:"),
        ("Show the version.", "버전을 보여 줍니다."),
        ("Show help information.", "도움말을 보여 줍니다."),
        ("Show subcommand help information.", "하위 명령의 도움말을 보여 줍니다."),
        ("(default)   ", "(기본)      "),
        ("(default: ", "(기본값: "),
        ("(values: ", "(값: "),
        ("Error: ", "오류: "),
        ("Help:  ", "도움말:  "),
        ("Usage: ", "사용법: "),
        ("Missing required subcommand.", "하위 명령이 필요합니다."),
        ("Invalid option: ", "잘못된 옵션: "),
        ("Please provide one of ", "다음 중 하나를 주세요: "),
    ]

    /// Sentences with values in them: a pattern and how to word what it captured.
    private static var patterns: [(Regex<AnyRegexOutput>, ([String]) -> String)] { [
        (try! Regex(#"See '([^']*) <subcommand>' for detailed help\."#), { "자세한 도움말: '\($0[0]) <subcommand>'" }),
        (try! Regex(#"See '([^']*)' for more information\."#), { "자세한 내용: '\($0[0])'" }),
        (try! Regex(#"Missing expected argument '([^']*)'"#), { "필요한 인자가 없습니다: '\($0[0])'" }),
        (try! Regex(#"Unknown option '([^']*)'\. Did you mean '([^']*)'\?"#), { "알 수 없는 옵션: '\($0[0])' ('\($0[1])'일까요?)" }),
        (try! Regex(#"Unknown option '([^']*)'"#), { "알 수 없는 옵션: '\($0[0])'" }),
        (try! Regex(#"Missing value for '([^']*)'"#), { "값이 없습니다: '\($0[0])'" }),
        (try! Regex(#"The value '([^']*)' is invalid for '([^']*)'"#), { "'\($0[1])'에 맞지 않는 값입니다: '\($0[0])'" }),
        (try! Regex(#"The value '([^']*)' is invalid\."#), { "맞지 않는 값입니다: '\($0[0])'." }),
        (try! Regex(#"Unexpected argument '([^']*)'"#), { "예상하지 못한 인자: '\($0[0])'" }),
        (try! Regex(#"The option '([^']*)' does not take any value, but '([^']*)' was specified\."#),
         { "'\($0[0])' 옵션은 값을 받지 않습니다 ('\($0[1])'이(가) 주어짐)." }),
    ] }

    /// `text` with the parser's phrases in Korean, wrapped to `terminalWidth` by display width.
    static func korean(_ text: String) -> String {
        var result = text
        for (english, korean) in phrases { result = result.replacing(english, with: korean) }
        for (pattern, word) in patterns {
            result = result.replacing(pattern) { match in
                word((1..<match.output.count).map { match.output[$0].substring.map(String.init) ?? "" })
            }
        }
        return rewrap(result, width: terminalWidth)
    }

    /// Wraps every line wider than `width`: an option's or subcommand's help hangs under its
    /// column, the usage under the command, other lines under their own indent.
    static func rewrap(_ text: String, width: Int) -> String {
        let usagePrefix = "사용법: "
        var output: [String] = []
        var inUsage = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            var line = line
            // The usage's further lines were indented for "USAGE: ".
            if inUsage, line.hasPrefix("       "), !line.hasPrefix("        ") { line = " " + line } else { inUsage = false }
            if line.hasPrefix(usagePrefix) { inUsage = true }
            guard line.displayWidth > width else { output.append(line); continue }
            let characters = Array(line)
            let leading = characters.prefix { $0 == " " }.count
            let indent: Int
            if line.hasPrefix(usagePrefix) {
                indent = usagePrefix.displayWidth
            } else if leading == 2, characters.count > 26, characters[24] == " ", characters[25] == " ", characters[26] != " " {
                indent = 26
            } else {
                indent = leading
            }
            let head = String(characters.prefix(indent))
            let body = String(characters.dropFirst(indent))
            let lines = body.wrapped(toWidth: max(10, width - indent))
            for (index, part) in lines.enumerated() {
                output.append((index == 0 ? head : String(repeating: " ", count: indent)) + part)
            }
        }
        return output.joined(separator: "\n")
    }
}
