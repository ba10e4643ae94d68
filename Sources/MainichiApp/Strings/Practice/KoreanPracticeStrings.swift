import MainichiCore

/// The words of the practice screens in Korean.
struct KoreanPracticeStrings: PracticeStrings {
    var hangmanTitle: String { "행맨" }
    var guessLabel: String { "맞히기" }
    var guessHelp: String { "로마자 읽기의 글자 하나 맞히기" }
    var hintLabel: String { "힌트" }
    var hintHelp: String { "가나 하나 보기 (목숨 하나)" }
    var rulesLabel: String { "규칙" }
    var rulesHelp: String { "규칙과 키 보기" }
    var nextLabel: String { "다음" }
    var nextHelp: String { "다음 단어" }
    var newGameLabel: String { "새 게임" }
    var newGameHelp: String { "새 단어로 다시 하기" }
    var stopLabel: String { "그만" }
    var stopHelp: String { "게임 끝내기 (한 단어는 기록됨)" }
    var rules: String {
        "읽기를 로마자로 한 글자씩 맞히세요. 로마자가 다 맞으면 가나가 보입니다. "
            + "틀린 글자마다 목숨 7개 중 하나를 잃습니다. Tab은 목숨 하나로 가나 하나를 보여 줍니다. 진 단어는 오답 노트로 갑니다."
    }
    func letterRight(_ letter: String) -> String { "\(letter): 있음" }
    func letterWrong(_ letter: String) -> String { "\(letter): 없음" }
    func letterAgain(_ letter: String) -> String { "\(letter)은(는) 이미 골랐습니다" }
    var noHint: String { "목숨이 하나 남으면 힌트가 없습니다" }
    func addedToNotebook(_ headword: String) -> String { "\(headword)을(를) 오답 노트에 넣었습니다" }
    func gameName(_ name: String) -> String { name + "  행맨" }
    var nothingToPlay: String { "할 수 있는 단어가 없습니다: 가나 읽기가 있는 단어가 없습니다." }
    var lives: String { "목숨 " }
    var wrong: String { "  틀림 " }
    var solved: String { "✓ 맞혔습니다! Enter: 다음" }
    func readingWas(_ reading: String) -> String { "✗ 읽기는 \(reading)" }
    var gameOver: String { "게임 끝" }
    func solvedCount(_ won: Int, of played: Int) -> String { "\(played)단어 중 \(won)개를 맞혔습니다." }
    var lostInNotebook: String { "진 단어는 오답 노트에 있습니다." }
    var newGameOrBack: String { "Enter: 새 게임   Esc: 뒤로" }

    var leechesTitle: String { "거머리" }
    var drillLabel: String { "연습" }
    var drillHelp: String { "보류하지 않은 거머리 연습: 예문과 함께 읽기 입력" }
    var suspendLabel: String { "보류" }
    var suspendHelp: String { "선택한 항목을 복습에서 보류하거나 되돌리기" }
    func noLeeches(threshold: Int) -> String { "거머리가 없습니다. 복습에서 \(threshold)번 잊은 항목이 여기 나옵니다 (설정: 거머리 기준)." }
    func leechCount(_ count: Int) -> String { "거머리 \(count)개" }
    func lapsesAndSuspended(threshold: Int, suspended: Int) -> String {
        "  \(threshold)번 이상 잊음" + (suspended > 0 ? ", \(suspended)개 보류" : "")
    }
    func times(_ count: Int) -> String { "\(count)회" }
    var suspended: String { "보류" }
    var everyLeechSuspended: String { "모든 거머리가 보류 중입니다: s로 되돌리기" }
    func nowSuspended(_ headword: String) -> String { "\(headword) 보류: 복습에서 빠집니다" }
    func backInReviews(_ headword: String) -> String { "\(headword) 복습으로 돌아옴" }
}
