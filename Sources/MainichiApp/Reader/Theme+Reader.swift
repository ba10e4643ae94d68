import TerminalUI

extension Theme {
    /// This theme with looks for the reader's roles: new words stand out most, learning words
    /// less, known words plain, ignored ones dim. In monochrome the difference is bold and
    /// underline (new: both; learning: underline), never colour alone.
    func addingReaderLooks() -> Theme {
        var theme = self
        let looks: [StyleRole: Style]
        if !usesColor {
            looks = [
                .readerNew: Style(attributes: [.bold, .underline]), .readerLearning: Style(attributes: .underline),
                .readerKnown: Style(), .readerIgnored: Style(attributes: .dim), .readerReading: Style(attributes: .dim),
            ]
        } else if name == "light" {
            looks = [
                .readerNew: Style(foreground: .red, attributes: [.bold, .underline]),
                .readerLearning: Style(foreground: .blue, attributes: .underline),
                .readerKnown: Style(), .readerIgnored: Style(foreground: .brightBlack),
                .readerReading: Style(foreground: .magenta),
            ]
        } else {
            looks = [
                .readerNew: Style(foreground: .brightYellow, attributes: [.bold, .underline]),
                .readerLearning: Style(foreground: .brightCyan, attributes: .underline),
                .readerKnown: Style(), .readerIgnored: Style(foreground: .brightBlack),
                .readerReading: Style(foreground: .magenta),
            ]
        }
        theme.styles.merge(looks) { current, _ in current }
        return theme
    }
}
