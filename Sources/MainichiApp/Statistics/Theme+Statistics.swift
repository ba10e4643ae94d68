import TerminalUI

extension Theme {
    /// This theme with looks for the statistics roles: coloured backgrounds in colour themes,
    /// attributes only in monochrome (where the cells also carry ASCII shades).
    func addingStatisticsLooks() -> Theme {
        var theme = self
        let looks: [StyleRole: Style]
        if !usesColor {
            looks = [
                .heat0: Style(), .heat1: Style(attributes: .dim), .heat2: Style(), .heat3: Style(attributes: .bold),
                .heat4: Style(attributes: [.bold, .reverse]),
                .chartBar: Style(attributes: .reverse),
                .progressNew: Style(attributes: .dim), .progressLearning: Style(attributes: .bold),
                .progressMature: Style(attributes: [.bold, .reverse]),
            ]
        } else {
            looks = [
                .heat0: Style(foreground: .brightBlack, background: .brightBlack),
                .heat1: Style(foreground: .black, background: .green),
                .heat2: Style(foreground: .black, background: .brightGreen),
                .heat3: Style(foreground: .black, background: .yellow),
                .heat4: Style(foreground: .black, background: .brightYellow),
                .chartBar: Style(foreground: .black, background: name == "light" ? .blue : .cyan),
                .progressNew: Style(foreground: .black, background: name == "light" ? .white : .brightBlack),
                .progressLearning: Style(foreground: .black, background: .yellow),
                .progressMature: Style(foreground: .black, background: .green),
            ]
        }
        theme.styles.merge(looks) { current, _ in current }
        return theme
    }
}
