import MainichiApp
import MainichiCore

/// The commands' remaining words in Korean.
struct KoreanLaunchStrings: LaunchStrings {
    let needsTerminal = "대화형 터미널이 필요합니다"
    let termUnset = "TERM이 설정되지 않았습니다. 터미널 에뮬레이터에서 mainichi를 실행하거나 TERM을 설정하세요 (예: TERM=xterm-256color)"
    let termDumb = "TERM=dumb에서는 전체 화면 앱을 보여 줄 수 없습니다. 터미널 에뮬레이터에서 mainichi를 실행하세요 (예: TERM=xterm-256color)"
    func cannotOpenTerminal(_ term: String) -> String { "터미널을 열 수 없습니다 (TERM=\(term.isEmpty ? "없음" : term))" }
    func deckOK(_ file: String, _ tally: DeckValidator.Tally) -> String {
        let kind = Strings(.korean).common.kindName(tally.kind)
        return "\(file): 정상 (\(kind) \(tally.name), 항목 \(tally.items)개, \(tally.days)일"
            + (tally.korean > 0 ? ", 한국어 뜻 \(tally.korean)개)" : ")")
    }
    func deckWarning(_ file: String, _ warning: DeckValidator.LayoutWarning) -> String {
        let text = switch warning {
        case .emptyDays(let first, let last) where first == last:
            "\(first)일차에 항목이 없습니다 (학습일은 1부터 빈틈없이 이어져야 합니다)"
        case .emptyDays(let first, let last):
            "\(first)-\(last)일차에 항목이 없습니다 (학습일은 1부터 빈틈없이 이어져야 합니다)"
        case .overfullDay(let day, let items, let perDay):
            "\(day)일차의 항목이 \(items)개로, itemsPerDay(\(perDay))보다 많습니다"
        }
        return "\(file): 경고: \(text)"
    }
    func invalidFiles(_ invalid: Int, of total: Int) -> String { "파일 \(total)개 중 \(invalid)개가 올바르지 않습니다" }
    func noDeckNamed(_ name: String) -> String { "\(name)이라는 덱이 없습니다 (mainichi deck list로 내 덱을 보세요)" }
    func writeError(_ reason: String) -> String { "쓰기 오류: \(reason)" }
}
