import MainichiCore

/// The demo in Korean.
struct KoreanDemoStrings: DemoStrings {
    let menuHeader = "화면 계층 데모"
    let longListTitle = "10,000행"
    let longListSummary = "긴 목록: 짧은 목록만큼 빠르게 스크롤"
    let wordsTitle = "일본어 단어"
    let wordsSummary = "펼치는 행, 맞춘 열"
    let fieldTitle = "입력란"
    let fieldSummary = "입력, 편집, 제출"
    let themeLabel = "테마"
    let themeHelp = "어두운, 밝은, 흑백 테마를 바꿉니다"
    func theme(_ name: String) -> String { "테마: \(name)" }
    func rows(_ count: String) -> String { "\(count)행" }
    func generatedRow(_ number: Int) -> String { "만든 행 \(number)번" }
    func row(_ number: Int, of count: Int) -> String { "\(count)행 중 \(number)행" }
    let wordHeadings = ["단어", "읽기", "뜻"]
    let wordTitle = "단어"
    let meanings = [
        "食べる": "먹다", "食べ物": "음식", "食事": "식사", "食堂": "식당",
        "日本語": "일본어", "日本": "일본", "英語": "영어",
        "ｶﾀｶﾅ": "가타카나 (여기서는 반각)", "カタカナ": "가타카나, 전각", "ひらがな": "히라가나",
        "毎日": "매일", "毎朝": "매일 아침", "毎晩": "매일 밤",
        "勉強": "공부", "勉強する": "공부하다", "ありがとう": "고마워",
        "ＡＢＣ": "전각 라틴 문자", "😀": "이모지, 두 칸 너비",
    ]
    let fieldPlaceholder = "아무거나 입력, 예: 日本語, 로마자"
    let fieldPrompt = "여기에 입력 (Esc로 돌아감):"
    let submittedHeading = "제출한 것:"
    func submitted(columns: Int) -> String { "\(columns)칸 제출함" }
    let submitLabel = "제출"
    let submitHelp = "텍스트 제출"
    let clearLabel = "지우기"
    let clearHelp = "커서 앞을 모두 지웁니다"
    let moveLabel = "이동"
    let moveHelp = "커서 이동 (Home, End로 끝까지)"
}
