import TerminalUI

extension ChromeText {
    /// The view layer's words in Korean.
    static let korean: ChromeText = {
        var text = koreanWords
        text.collapseLabel = "접기"
        return text
    }()

    private static let koreanWords = ChromeText(
        helpLabel: "도움말", helpHelp: "이 도움말 열기/닫기",
        quitLabel: "종료", quitHelp: "Mainichi 종료", quitAnywhereHelp: "어느 화면에서든 종료",
        backLabel: "뒤로",
        backHelp: { others in "뒤로 가기" + (others.isEmpty ? "" : " (\(others.joinedText(separator: ", ")) 키도 가능)") },
        quitTitle: "종료", quitAnywayButton: "그래도 종료", stayButton: "머무르기",
        everywhereSection: "모든 화면", keysTitle: "키", keysMoreTitle: "키 (j/k, G: 더 보기)",
        moreAbove: "^ 위에 더", moreBelow: "v 아래에 더",
        emptyTable: "아직 아무것도 없습니다.",
        moveLabel: "이동", moveHelp: "선택을 아래/위로 이동 (Down, Up도 가능)",
        openLabel: "열기", openHelp: "선택한 줄 열기 (l, Right도 가능)",
        expandLabel: "펼치기", expandHelp: "줄 펼치기/접기 (l/Right 펼치기, h/Left 접기)",
        pageLabel: "페이지", pageHelp: "한 페이지 아래/위로 이동",
        endsLabel: "처음/끝", endsHelp: "첫 줄이나 마지막 줄로 이동 (Home, End도 가능)",
        typeKeys: "a-z ?", typeLabel: "입력",
        typeHelp: "입력란에 입력 (?도 입력되므로 여기서는 F1이 도움말); Left/Right, Home/End, Backspace, Del, "
            + "Ctrl-U/Ctrl-K로 편집",
        tooSmall: { size, minimum in
            ("터미널이 너무 작습니다: \(size), 최소 \(minimum)", "터미널이 너무 작습니다: \(size),", "최소 \(minimum)")
        })
}

extension Strings {
    /// The view layer's own words (footer, help overlay, quit question, empty tables).
    public var chrome: ChromeText {
        switch language {
        case .english: .english
        case .korean: .korean
        }
    }
}
