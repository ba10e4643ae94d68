import MainichiCore
import TerminalUI

/// Lays out the statistics screen's sections one under another for a given width, and draws them.
///
/// Colour themes draw heatmap cells, bars and progress segments as coloured blanks; the monochrome
/// theme draws ASCII shades ('.' for a day without reviews, then ':', '+', '*', '#') and marks
/// ('=' learning, '#' mature) so every figure still reads without colour.
struct StatisticsLayout {
    let statistics: Statistics
    let width: Int
    let usesColor: Bool
    /// The interface's words: labels are measured in them, dates and weekdays written in them.
    let strings: Strings
    private var text: any StatisticsStrings { strings.statistics }
    /// Rows of the forecast bars: more when the screen has room (see `init`).
    private(set) var chartHeight: Int

    /// The ASCII shade of each heat intensity, for monochrome: zero days stay visible.
    static let shades: [Character] = [".", ":", "+", "*", "#"]
    /// Rows of the forecast bars when the screen is short.
    static let minimumChartHeight = 5
    /// The most rows the forecast bars take on a tall screen.
    static let maximumChartHeight = 15

    /// - Parameter availableHeight: the rows the screen shows; rows left over when everything fits
    ///   go to the forecast chart.
    init(statistics: Statistics, width: Int, usesColor: Bool, strings: Strings, availableHeight: Int = 0) {
        self.statistics = statistics
        self.width = width
        self.usesColor = usesColor
        self.strings = strings
        chartHeight = Self.minimumChartHeight
        let spare = availableHeight - height
        if spare > 0 { chartHeight = min(Self.maximumChartHeight, Self.minimumChartHeight + spare) }
    }

    private struct Section {
        var height: Int
        /// Columns the section draws in; nil for the layout's width.
        var width: Int? = nil
        var draw: (Canvas) -> Void
    }

    /// Columns a line of text (the practice section's) may take: the layout's width on a screen,
    /// more for `mainichi stats` into a pipe, where nothing needs cutting.
    var textWidth: Int?

    private var sections: [Section] {
        [todaySection, heatmapSection, forecastSection, levelsSection, retentionSection] + (slipSection.map { [$0] } ?? [])
    }

    /// Rows the whole content takes.
    var height: Int {
        sections.reduce(0) { $0 + $1.height + 1 } - 1
    }

    /// Draws every section from row 0.
    func draw(in canvas: Canvas) {
        var y = 0
        for section in sections {
            section.draw(canvas.subcanvas(Rect(x: 0, y: y, width: section.width ?? width, height: section.height)))
            y += section.height + 1
        }
    }

    // MARK: - Slips

    /// The learner's most frequent kinds of slip in typed readings and the hangman tally, when
    /// there is any.
    private var slipSection: Section? {
        var lines: [String] = []
        if let line = SlipText.summaryLine(statistics.slips, in: strings.testing) { lines.append(text.slips + line) }
        if statistics.hangmanPlayed > 0 {
            lines.append(text.hangman(won: statistics.hangmanWon, played: statistics.hangmanPlayed))
        }
        if !statistics.leeches.isEmpty {
            lines.append(text.leeches(statistics.leeches.count))
        }
        guard !lines.isEmpty else { return nil }
        let title = text.practice
        return Section(height: lines.count + 1, width: max(width, textWidth ?? width)) { canvas in
            canvas.draw(title, at: Point(x: 0, y: 0), role: .sectionHeader)
            for (row, line) in lines.enumerated() {
                canvas.draw(line, at: Point(x: 0, y: 1 + row), maxWidth: canvas.width)
            }
        }
    }

    // MARK: - Today and streaks

    private var todaySection: Section {
        let today = statistics.today
        let text = self.text
        let groups: [[(String, StyleRole)]] = [
            [("\(today.reviewed)", .accent), (text.reviewed, .normal)],
            [("\(today.newLearned)", .accent), (text.new, .normal)],
            [(text.timeSpent(seconds: Int(today.timeSpent.rounded())), .accent), (text.studied, .normal)],
            [(today.retention.percentText, .accent), (text.passed, .normal)],
        ]
        // The figures start after the widest label (at least 8 columns, as in English).
        let label = max(8, max(text.today.displayWidth, text.streak.displayWidth, text.waitingReviews.displayWidth) + 2)
        var lines = Self.flow(groups, width: width - label)
        // The reviews waiting now, worded as the menu and the review screen's header word them.
        let waitingRow = statistics.reviewCounts.map { _ in lines.count }
        if let counts = statistics.reviewCounts {
            lines.append([(strings.common.reviewCounts(counts, compact: false), .normal)])
            if let held = statistics.newItemsHeldBack {
                lines.append([(strings.menu.newHeldBack(held, compact: false), .dim)])
            }
        }
        let streak: [(String, StyleRole)] = [
            ("\(statistics.currentStreak)", .accent), (text.streakDays(statistics.currentStreak), .normal),
            (text.longest, .dim), ("\(statistics.longestStreak)", .normal),
            (text.longestDays(statistics.longestStreak), .normal),
        ]
        return Section(height: lines.count + 1) { canvas in
            canvas.draw(text.today, at: Point(x: 0, y: 0), role: .sectionHeader)
            if let waitingRow { canvas.draw(text.waitingReviews, at: Point(x: 0, y: waitingRow), role: .sectionHeader) }
            for (row, line) in lines.enumerated() {
                canvas.subcanvas(Rect(x: label, y: row, width: width - label, height: 1)).draw(line, at: .zero)
            }
            canvas.draw(text.streak, at: Point(x: 0, y: lines.count), role: .sectionHeader)
            canvas.subcanvas(Rect(x: label, y: lines.count, width: width - label, height: 1)).draw(streak, at: .zero)
        }
    }

    /// Puts groups of spans on lines of at most `width` columns, three spaces apart.
    static func flow(_ groups: [[(String, StyleRole)]], width: Int) -> [[(String, StyleRole)]] {
        var lines: [[(String, StyleRole)]] = [[]]
        var used = 0
        for group in groups {
            let groupWidth = group.reduce(0) { $0 + $1.0.displayWidth }
            if used > 0 && used + 3 + groupWidth > width {
                lines.append([])
                used = 0
            }
            if used > 0 {
                lines[lines.count - 1].append(("   ", .normal))
                used += 3
            }
            lines[lines.count - 1] += group
            used += groupWidth
        }
        return lines
    }

    // MARK: - Heatmap

    private var heatmapSection: Section {
        let map = statistics.heatmap
        let labelWidth = 4
        let cellWidth = width - labelWidth >= StudyHeatmap.weekCount * 2 ? 2 : 1
        let weeks = min(StudyHeatmap.weekCount, max(1, (width - labelWidth) / cellWidth))
        let firstColumn = StudyHeatmap.weekCount - weeks
        let text = self.text
        let common = strings.common
        let title = text.heatmapTitle(weeks: weeks)
        let summary = text.heatmapSummary(reviews: map.total, days: map.activeDays)
        let busiest = map.maximum
        return Section(height: 10) { canvas in
            canvas.draw(title, at: Point(x: 0, y: 0), role: .sectionHeader)
            let titleEnd = title.displayWidth + 2
            if titleEnd + summary.displayWidth <= width {
                canvas.draw(summary, row: 0, alignment: .trailing, role: .dim)
            }
            // Month names above the column holding each month's first day; one that would touch the
            // name before it moves right by a cell or two (a wide "12월" leaves no room for "1월"
            // four weeks later), still over its own month.
            var free = labelWidth
            for label in map.monthLabels where label.column >= firstColumn {
                let column = labelWidth + (label.column - firstColumn) * cellWidth
                let x = max(column, free)
                let name = common.monthShort(label.month)
                guard x - column <= 2, x + name.displayWidth <= width else { continue }
                canvas.draw(name, at: Point(x: x, y: 1), role: .dim)
                free = x + name.displayWidth + 1
            }
            for row in 0..<7 {
                let weekday = (map.firstWeekday - 1 + row) % 7
                if row % 2 == 1 {
                    canvas.draw(common.weekdayShort(weekday + 1), at: Point(x: 0, y: 2 + row), role: .dim)
                }
                for column in firstColumn..<StudyHeatmap.weekCount {
                    guard let count = map.counts[column][row] else { continue }
                    let x = labelWidth + (column - firstColumn) * cellWidth
                    drawHeatCell(map.intensity(of: count, maximum: busiest), in: canvas, at: Point(x: x, y: 2 + row), width: cellWidth)
                }
            }
            // Legend.
            var x = labelWidth
            x += canvas.draw(text.less, at: Point(x: x, y: 9), role: .dim)
            for intensity in 0...4 {
                drawHeatCell(intensity, in: canvas, at: Point(x: x, y: 9), width: cellWidth)
                x += cellWidth + 1
            }
            canvas.draw(text.more, at: Point(x: x, y: 9), role: .dim)
        }
    }

    private func drawHeatCell(_ intensity: Int, in canvas: Canvas, at point: Point, width cellWidth: Int) {
        let glyph = usesColor ? " " : String(Self.shades[intensity])
        for dx in 0..<cellWidth {
            canvas.set(Cell(grapheme: glyph, role: StyleRole.heat[intensity]), at: Point(x: point.x + dx, y: point.y))
        }
    }

    // MARK: - Forecast

    private var forecastSection: Section {
        let forecast = statistics.forecast
        let maximum = forecast.max() ?? 0
        let axisWidth = max(1, String(maximum).count) + 1
        let columnWidth = width - axisWidth >= forecast.count * 2 ? 2 : 1
        let days = min(forecast.count, max(1, (width - axisWidth) / columnWidth))
        let week = forecast.prefix(7).reduce(0, +)
        let month = forecast.reduce(0, +)
        let title = text.forecastTitle(days: days)
        let summary = text.forecastSummary(today: forecast.first ?? 0, week: week, month: month)
        let todayLabel = text.forecastToday
        let height = chartHeight
        return Section(height: height + 2) { canvas in
            canvas.draw(title, at: Point(x: 0, y: 0), role: .sectionHeader)
            if title.displayWidth + 2 + summary.displayWidth <= width {
                canvas.draw(summary, row: 0, alignment: .trailing, role: .dim)
            }
            // The top of the axis is labelled only when it differs from the bottom.
            if maximum > 0 { canvas.draw(String(maximum), row: 1, width: axisWidth - 1, alignment: .trailing, role: .dim) }
            canvas.draw("0", row: height, width: axisWidth - 1, alignment: .trailing, role: .dim)
            for row in 0..<height {
                canvas.draw("|", at: Point(x: axisWidth - 1, y: 1 + row), role: .dim)
            }
            for day in 0..<days {
                let count = forecast[day]
                let bar = maximum == 0 || count == 0 ? 0 : max(1, (count * height + maximum - 1) / maximum)
                let x = axisWidth + day * columnWidth
                for level in 0..<bar {
                    canvas.set(Cell(grapheme: " ", role: .chartBar), at: Point(x: x, y: height - level))
                }
            }
            // Day labels under the bars: today, then every week.
            var free = axisWidth
            for (day, label) in [(0, todayLabel), (7, "+7"), (14, "+14"), (21, "+21"), (28, "+28")] where day < days {
                let x = axisWidth + day * columnWidth
                guard x >= free, x + label.displayWidth <= width else { continue }
                canvas.draw(label, at: Point(x: x, y: height + 1), role: .dim)
                free = x + label.displayWidth + 1
            }
        }
    }

    // MARK: - Levels

    /// A deck's row label: a bundled deck by its kind and level ("Vocab N5", "단어 N5"), the Names
    /// deck by its name in the language ("Names", "인명"), any other deck by its title.
    private func levelLabel(_ level: LevelProgress) -> String {
        if let jlpt = level.level { return text.levelName(level.kind, jlpt.rawValue) }
        return level.deck == DeckNames.namesDeck ? strings.common.namesDeck : level.title
    }

    private var levelsSection: Section {
        let levels = statistics.levels
        let text = self.text
        // The level names' column fits the language's widest ("Vocab N5", "단어 N5").
        let labelWidth = min(18, max(9, (levels.map { levelLabel($0).displayWidth }.max() ?? 0) + 1))
        let numberWidth = 7
        let numbers = width >= 60 ? 3 : 0
        let barWidth = max(4, min(80, width - labelWidth - numbers * numberWidth - 1))
        let rows = levels.count
        return Section(height: rows + 3) { canvas in
            canvas.draw(text.levelsTitle, at: Point(x: 0, y: 0), role: .sectionHeader)
            if numbers > 0 {
                let x = labelWidth + barWidth + 1
                for (index, heading) in [text.newHeader, text.learnHeader, text.matureHeader].enumerated() {
                    canvas.draw(heading, row: 1, x: x + index * numberWidth, width: numberWidth, alignment: .trailing,
                                role: .columnHeader)
                }
            }
            for (index, level) in levels.enumerated() {
                let y = 2 + index
                // A bundled deck is named by its level; another deck by its title, cut to the column.
                canvas.draw(levelLabel(level), at: Point(x: 0, y: y),
                            maxWidth: labelWidth - 1)
                drawBar(level, in: canvas, at: Point(x: labelWidth, y: y), width: barWidth)
                if numbers > 0 {
                    let x = labelWidth + barWidth + 1
                    for (column, value) in [level.new, level.learning, level.mature].enumerated() {
                        canvas.draw(String(value), row: y, x: x + column * numberWidth, width: numberWidth,
                                    alignment: .trailing, role: column == 2 && value > 0 ? .accent : .normal)
                    }
                }
            }
            // Legend.
            var x = 0
            let y = 2 + rows
            for (role, mark, name) in [(StyleRole.progressNew, ".", text.newHeader), (.progressLearning, "=", text.learning),
                                       (.progressMature, "#", text.matureLegend)] {
                canvas.set(Cell(grapheme: usesColor ? " " : mark, role: role), at: Point(x: x, y: y))
                canvas.set(Cell(grapheme: usesColor ? " " : mark, role: role), at: Point(x: x + 1, y: y))
                x += 3
                x += canvas.draw(name, at: Point(x: x, y: y), role: .dim) + 2
            }
        }
    }

    /// A bar split into mature, learning and new segments in proportion; any non-empty part gets
    /// at least one cell.
    private func drawBar(_ level: LevelProgress, in canvas: Canvas, at point: Point, width barWidth: Int) {
        let total = max(1, level.total)
        func cells(_ value: Int) -> Int {
            value == 0 ? 0 : max(1, (value * barWidth + total / 2) / total)
        }
        let mature = min(barWidth, cells(level.mature))
        let learning = min(barWidth - mature, cells(level.learning))
        for x in 0..<barWidth {
            let (role, mark) = x < mature ? (StyleRole.progressMature, "#")
                : x < mature + learning ? (.progressLearning, "=") : (.progressNew, ".")
            canvas.set(Cell(grapheme: usesColor ? " " : mark, role: role), at: Point(x: point.x + x, y: point.y))
        }
    }

    // MARK: - Retention

    private var retentionSection: Section {
        let retention = statistics.retention
        let text = self.text
        let detail = retention.total == 0 ? text.noRetentionYet
            : text.retentionDetail(passed: retention.passed, total: retention.total)
        return Section(height: 2) { canvas in
            canvas.draw(text.retentionTitle, at: Point(x: 0, y: 0), role: .sectionHeader)
            canvas.draw([(retention.percentText, .accent), ("  " + detail, .dim)], at: Point(x: 2, y: 1))
        }
    }
}
