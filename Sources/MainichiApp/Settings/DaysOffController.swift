#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MainichiCore
import TerminalUI

/// Days off (vacation mode) in the app, as `mainichi vacation` does it: choose the first day
/// (today + N) and how many days with Left/Right; Enter marks them, and the reviews due then
/// move before the trip or after it (`VacationPlan`); the last row forgets every day off.
public final class DaysOffController: ScreenController {
    let context: AppContext
    /// The rows: the first day, the number of days, mark them, clear all.
    enum Row: Int, CaseIterable { case start, count, apply, clear }

    /// The selected row.
    private(set) var selected = Row.start
    /// The first day off, as days from today.
    private(set) var startOffset = 1
    /// How many days off.
    private(set) var dayCount = 7

    /// The words of the screen in the current language.
    private var strings: any SettingsStrings { context.strings.settings }

    private var down: KeyBinding {
        KeyBinding(keys: [.character("j"), .down], keyLabel: "j/k", label: strings.chooseLabel, help: strings.nextRowHelp)
    }
    private var up: KeyBinding {
        KeyBinding(keys: [.character("k"), .up], keyLabel: "k", label: strings.previousLabel,
                   help: strings.previousRowHelp, showsInFooter: false)
    }
    private var more: KeyBinding {
        KeyBinding(keys: [.right, .character("l"), .character("+")], keyLabel: "Right",
                   label: strings.laterLabel, help: strings.laterHelp)
    }
    private var fewer: KeyBinding {
        KeyBinding(keys: [.left, .character("-")], keyLabel: "Left", label: strings.earlierLabel, help: strings.earlierHelp)
    }
    private var choose: KeyBinding {
        KeyBinding(keys: [.enter], keyLabel: "Enter", label: strings.applyLabel, help: strings.applyHelp)
    }

    public init(context: AppContext) {
        self.context = context
        super.init(title: "Days off")
    }

    public override var title: String {
        get { strings.daysOffTitle }
        set {}
    }

    /// A day stamp in the learner's language.
    private func date(_ stamp: String) -> String { StudyFormat.date(stamp: stamp, in: context.strings) }

    public override var keyBindings: [KeyBinding] { [down, up, more, fewer, choose] }

    /// Left changes a value here, so it does not go back; Esc, h, Backspace and q still do.
    public override var backKeys: [Key] { NavigationController.defaultBackKeys.filter { $0 != .left } }

    public override func handle(_ key: Key) -> Bool {
        switch key {
        case down: selected = Row(rawValue: min(Row.allCases.count - 1, selected.rawValue + 1)) ?? selected
        case up: selected = Row(rawValue: max(0, selected.rawValue - 1)) ?? selected
        case more: step(by: 1)
        case fewer: step(by: -1)
        case choose: selected == .clear ? clear() : apply()
        default: return false
        }
        return true
    }

    private func step(by amount: Int) {
        switch selected {
        case .start: startOffset = (startOffset + amount).clamped(to: Learner.daysOffStartRange)
        case .count: dayCount = (dayCount + amount).clamped(to: Learner.daysOffCountRange)
        case .apply, .clear: break
        }
    }

    /// The day stamps the screen would mark.
    var chosenDays: [String] {
        context.learner.daysOff(from: context.learner.startOfDay(inDays: startOffset), count: dayCount)
    }

    /// Marks the chosen days off and moves the reviews due on them; says how many moved.
    func apply() {
        let learner = context.learner
        let outcome = context.perform(self) {
            try learner.takeDaysOff(from: learner.startOfDay(inDays: startOffset), count: dayCount)
        }
        guard let outcome, let first = outcome.days.first, let last = outcome.days.last else { return }
        showStatus(strings.moved(first: date(first), last: date(last), total: outcome.moved, earlier: outcome.earlier))
    }

    /// Forgets every day off (reviews already moved stay where they are).
    func clear() {
        let saved: Void? = context.perform(self) { try context.learner.clearDaysOff() }
        guard saved != nil else { return }
        showStatus(strings.noDaysOffSaved)
    }

    /// "none" / "8 days, from 2026-12-24", as the Settings row shows them.
    static func summary(of settings: Settings, strings: Strings = Strings(.english)) -> String {
        guard let first = settings.daysOff.first else { return strings.settings.none }
        return strings.settings.daysOffSummary(count: settings.daysOff.count, first: StudyFormat.date(stamp: first, in: strings))
    }

    public override func draw(in canvas: Canvas) {
        let width = canvas.width
        let narrow = width < 56
        let strings = strings
        canvas.draw(narrow ? strings.daysOffIntroNarrow : strings.daysOffIntro,
                    at: Point(x: 1, y: 0), role: .dim, maxWidth: width - 2)
        let stamps = chosenDays
        let offset = strings.startsIn(days: startOffset)
        let rows = [
            (strings.firstDayRow, "< \(date(stamps.first ?? "")) >", narrow ? "" : offset),
            (strings.daysRow, "< \(dayCount) >", narrow ? "" : strings.until(date(stamps.last ?? ""))),
            (strings.markRow, "", narrow ? "" : strings.markHelp),
            (strings.clearRow, "", narrow ? "" : strings.clearHelp),
        ]
        let labelWidth = max(11, (rows.map { $0.0.displayWidth }.max() ?? 0) + 2)
        let valueWidth = max(16, (rows.map { $0.1.displayWidth }.max() ?? 0) + 2)
        for (index, row) in rows.enumerated() {
            let text = row.0.padded(toWidth: labelWidth) + row.1.padded(toWidth: valueWidth) + row.2
            canvas.draw(text, at: Point(x: 1, y: 2 + index), role: index == selected.rawValue ? .selection : .normal,
                        maxWidth: width - 2)
        }
        let daysOff = context.settings.settings.daysOff
        let marked = daysOff.isEmpty ? strings.noDaysOffMarked
            : strings.marked(count: daysOff.count, first: date(daysOff.first!), last: date(daysOff.last!))
        canvas.draw(marked, at: Point(x: 1, y: 7), role: .dim, maxWidth: width - 2)
    }
}
