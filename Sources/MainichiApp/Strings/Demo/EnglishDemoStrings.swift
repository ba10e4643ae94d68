import MainichiCore

/// The demo in English.
struct EnglishDemoStrings: DemoStrings {
    let menuHeader = "View layer demos"
    let longListTitle = "10,000 rows"
    let longListSummary = "a long list: scrolls as fast as a short one"
    let wordsTitle = "Japanese words"
    let wordsSummary = "expandable rows, aligned columns"
    let fieldTitle = "Text field"
    let fieldSummary = "type, edit, submit"
    let themeLabel = "theme"
    let themeHelp = "Switch between the dark, light and monochrome themes"
    func theme(_ name: String) -> String { "theme: \(name)" }
    func rows(_ count: String) -> String { "\(count) rows" }
    func generatedRow(_ number: Int) -> String { "generated row number \(number)" }
    func row(_ number: Int, of count: Int) -> String { "row \(number) of \(count)" }
    let wordHeadings = ["Word", "Reading", "Meaning"]
    let wordTitle = "Word"
    let meanings = [
        "食べる": "to eat", "食べ物": "food", "食事": "meal", "食堂": "dining hall",
        "日本語": "Japanese (language)", "日本": "Japan", "英語": "English (language)",
        "ｶﾀｶﾅ": "katakana (written here in halfwidth forms)", "カタカナ": "katakana, fullwidth", "ひらがな": "hiragana",
        "毎日": "every day", "毎朝": "every morning", "毎晩": "every evening",
        "勉強": "study", "勉強する": "to study", "ありがとう": "thank you",
        "ＡＢＣ": "fullwidth Latin letters", "😀": "an emoji, two columns wide",
    ]
    let fieldPlaceholder = "type anything, e.g. 日本語 or romaji"
    let fieldPrompt = "Type here (Esc goes back):"
    let submittedHeading = "Submitted:"
    func submitted(columns: Int) -> String { "submitted \(columns) columns" }
    let submitLabel = "submit"
    let submitHelp = "Submit the text"
    let clearLabel = "clear"
    let clearHelp = "Delete everything before the cursor"
    let moveLabel = "move"
    let moveHelp = "Move the cursor (Home and End jump)"
}
