#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MainichiCore
import TerminalUI

/// The desired-retention simulator: for several retentions, the expected reviews and minutes a
/// day over the next year, from the learner's FSRS weights, cards and daily limits; the selected
/// retention's load is drawn as a braille chart. Enter makes the selected retention the setting.
public final class RetentionSimulatorController: ScreenController {
    let context: AppContext
    /// One simulated load per retention of `RetentionSimulator.retentions`.
    let loads: [RetentionSimulator.Load]
    private let cardCount: Int
    private let waitingCount: Int
    /// The selected row of `loads`.
    private(set) var selected: Int

    /// The words of the screen in the current language.
    private var strings: any SettingsStrings { context.strings.settings }

    private var down: KeyBinding {
        KeyBinding(keys: [.character("j"), .down], keyLabel: "j/k", label: strings.chooseLabel, help: strings.nextRetentionHelp)
    }
    private var up: KeyBinding {
        KeyBinding(keys: [.character("k"), .up], keyLabel: "k", label: strings.previousLabel,
                   help: strings.previousRetentionHelp, showsInFooter: false)
    }
    private var choose: KeyBinding {
        KeyBinding(keys: [.enter], keyLabel: "Enter", label: strings.useLabel, help: strings.useHelp)
    }

    public init(context: AppContext) {
        self.context = context
        let settings = context.settings.settings
        let cards = context.progress.progress.srs.sorted { $0.key < $1.key }.map(\.value)
        cardCount = cards.count { $0.lastReview != nil }
        waitingCount = cards.count - cardCount
        let simulator = RetentionSimulator(
            weights: settings.fsrsWeights ?? FSRSScheduler.defaultParameters, newPerDay: settings.newPerDay,
            reviewLimit: settings.reviewsPerDay,
            secondsPerReview: RetentionSimulator.secondsPerReview(in: context.history.read().events))
        let now = context.now
        loads = RetentionSimulator.retentions.map { simulator.simulate(cards: cards, retention: $0, now: now) }
        let current = settings.desiredRetention
        selected = RetentionSimulator.retentions.indices.min {
            abs(RetentionSimulator.retentions[$0] - current) < abs(RetentionSimulator.retentions[$1] - current)
        } ?? 0
        super.init(title: "Retention simulator")
    }

    public override var title: String {
        get { strings.simulatorTitle }
        set {}
    }

    public override var keyBindings: [KeyBinding] { [down, up, choose] }

    public override func handle(_ key: Key) -> Bool {
        switch key {
        case down: selected = min(loads.count - 1, selected + 1)
        case up: selected = max(0, selected - 1)
        case choose: use(loads[selected].retention)
        default: return false
        }
        return true
    }

    private func use(_ retention: Double) {
        let saved: Void? = context.perform(self) {
            try context.learner.changeSettings { $0.desiredRetention = retention }
        }
        guard saved != nil else { return }
        showStatus(strings.retentionSaved(OptimizeText.retention(retention)))
    }

    public override func draw(in canvas: Canvas) {
        let width = canvas.width
        let strings = strings
        canvas.draw(strings.nextYear(cards: cardCount, waiting: waitingCount), at: Point(x: 1, y: 0),
                    role: .dim, maxWidth: width - 2)
        canvas.draw(Self.header(width: width, strings: strings), at: Point(x: 1, y: 1), role: .dim, maxWidth: width - 2)
        let current = context.settings.settings.desiredRetention
        for (row, load) in loads.enumerated() {
            let isCurrent = abs(load.retention - current) < 0.005
            let text = Self.row(load, isCurrent: isCurrent, width: width, strings: strings)
            canvas.draw(text, at: Point(x: 1, y: 2 + row), role: row == selected ? .selection : .normal,
                        maxWidth: width - 2)
        }
        let chartTop = 2 + loads.count + 1
        guard cardCount + waitingCount > 0 else {
            canvas.draw(strings.nothingInReview, at: Point(x: 1, y: chartTop),
                        role: .dim, maxWidth: width - 2)
            return
        }
        let chartHeight = canvas.height - chartTop - 1
        guard chartHeight >= 2 else { return }
        drawChart(loads[selected], in: canvas.subcanvas(Rect(x: 0, y: chartTop, width: width, height: chartHeight + 1)))
    }

    /// The table's columns at `width`: narrow ones below 56 columns.
    static func columns(width: Int, strings: any SettingsStrings) -> [(label: String, width: Int)] {
        width < 56 ? strings.simulatorColumnsNarrow : strings.simulatorColumns
    }

    /// The column titles, laid out as the rows are.
    static func header(width: Int, strings: any SettingsStrings = EnglishSettingsStrings()) -> String {
        line(columns(width: width, strings: strings).map(\.label), columns: columns(width: width, strings: strings))
    }

    static func row(_ load: RetentionSimulator.Load, isCurrent: Bool, width: Int,
                    strings: any SettingsStrings = EnglishSettingsStrings()) -> String {
        let columns = columns(width: width, strings: strings)
        let month = load.reviewsPerDay.prefix(30).reduce(0, +)
        let cells = [OptimizeText.retention(load.retention), OptimizeText.decimal(load.meanReviews, places: 0),
                     OptimizeText.decimal(load.meanMinutes, places: 0), strings.monthReviews(month)]
        return line(Array(cells.prefix(columns.count)), columns: columns) + (isCurrent ? strings.nowMark : "")
    }

    /// Cells in columns: the first padded on the right, the others on the left, by display width.
    private static func line(_ cells: [String], columns: [(label: String, width: Int)]) -> String {
        zip(cells, columns).enumerated().map { index, pair in
            index == 0 ? pair.0.padded(toWidth: pair.1.width) : pair.0.leftPadded(to: pair.1.width)
        }.joined()
    }

    /// Reviews a day (left scale) and minutes a day (right scale) of `load`, weekly means.
    private func drawChart(_ load: RetentionSimulator.Load, in canvas: Canvas) {
        let weekly = stride(from: 0, to: load.reviewsPerDay.count, by: 7).map { start in
            let week = load.reviewsPerDay[start..<min(start + 7, load.reviewsPerDay.count)]
            return Double(week.reduce(0, +)) / Double(week.count)
        }
        let peak = max(1, weekly.max() ?? 1)
        let minutesPeak = load.minutesPerDay.isEmpty ? 0 : peak * load.meanMinutes / max(load.meanReviews, 1e-9)
        let strings = strings
        let left = "\(Int(peak.rounded()))\(strings.perDay)".leftPadded(to: 6)
        let right = OptimizeText.decimal(minutesPeak, places: 0) + strings.minutesUnit
        let chartWidth = canvas.width - left.displayWidth - right.displayWidth - 4
        guard chartWidth >= 8 else { return }
        let height = canvas.height - 1
        let rows = BrailleChart.rows(values: weekly, width: chartWidth, height: height, maximum: peak)
        for (index, line) in rows.enumerated() {
            canvas.draw(line, at: Point(x: left.displayWidth + 2, y: index), role: .accent)
        }
        canvas.draw(left, at: Point(x: 1, y: 0), role: .dim)
        canvas.draw("0".leftPadded(to: 6), at: Point(x: 1, y: height - 1), role: .dim)
        canvas.draw(right, at: Point(x: left.displayWidth + 3 + chartWidth, y: 0), role: .dim)
        let axis = strings.today + strings.inAYear.leftPadded(to: chartWidth - strings.today.displayWidth)
        canvas.draw(axis, at: Point(x: left.displayWidth + 2, y: height), role: .dim, maxWidth: chartWidth)
    }
}

private extension String {
    func leftPadded(to width: Int) -> String {
        displayWidth >= width ? self : String(repeating: " ", count: width - displayWidth) + self
    }
}
