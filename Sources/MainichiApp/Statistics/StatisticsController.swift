#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MainichiCore
import TerminalUI

/// The statistics screen: today, streaks, a 52-week heatmap of reviews, the 30-day due forecast,
/// progress bars per level and true retention. Everything is drawn with ASCII, colour and reverse
/// video (no East-Asian-ambiguous glyphs). It scrolls with j/k when it does not fit.
public final class StatisticsController: ScreenController {
    let context: AppContext
    private var statistics: Statistics?
    private var historyWarnings: [String] = []
    private var offset = 0
    private var visibleHeight = 1
    private var contentHeight = 0

    /// The screen's words in the interface's language.
    private var strings: any StatisticsStrings { context.strings.statistics }
    private var down: KeyBinding {
        KeyBinding(keys: [.character("j"), .down], keyLabel: "j/k", label: strings.scrollLabel, help: strings.scrollHelp)
    }
    private var up: KeyBinding {
        KeyBinding(keys: [.character("k"), .up], keyLabel: "k", label: strings.upLabel, help: strings.upHelp, showsInFooter: false)
    }
    private var pageDown: KeyBinding {
        KeyBinding(keys: [.character(" "), .pageDown], keyLabel: "Space", label: strings.pageLabel, help: strings.pageHelp,
                   showsInFooter: false)
    }
    private var pageUp: KeyBinding {
        KeyBinding(keys: [.pageUp], keyLabel: "PgUp", label: strings.pageUpLabel, help: strings.pageUpHelp, showsInFooter: false)
    }
    private var top: KeyBinding {
        KeyBinding(keys: [.character("g"), .home], keyLabel: "g/G", label: strings.topEndLabel, help: strings.topEndHelp,
                   showsInFooter: false)
    }
    private var end: KeyBinding {
        KeyBinding(keys: [.character("G"), .end], keyLabel: "G", label: strings.endLabel, help: strings.endHelp, showsInFooter: false)
    }

    /// Days are those of `context.calendar` (tests inject a fixed time zone).
    public init(context: AppContext) {
        self.context = context
        super.init(title: "")
    }

    public override var title: String {
        get { strings.title }
        set {}
    }

    public override var keyBindings: [KeyBinding] { [down, up, pageDown, pageUp, top, end] }

    /// The statistics' day, written in the interface's language.
    public override var titleAccessory: String? {
        guard let stamp = statistics?.date else { return nil }
        guard let parts = TextFormat.dateParts(ofStamp: stamp) else { return stamp }
        return context.strings.common.date(year: parts.year, month: parts.month, day: parts.day)
    }

    public override func viewWillAppear() {
        reload()
    }

    /// Takes every figure from history, reviews and decks: computed again only when one of them
    /// (or the day) changed since the screen last showed them (`AppContext.statisticsCache`).
    func reload() {
        let history = context.historyContents()
        historyWarnings = history.warnings.map(context.strings.errors.logWarning)
        statistics = context.statisticsCache.statistics(library: context.library, progress: context.progress.progress,
                                                        events: history.events, now: context.now,
                                                        calendar: context.calendar,
                                                        leechThreshold: context.settings.settings.leechThreshold)
        if let warning = historyWarnings.first { showStatus(warning, role: .dim) }
    }

    public override func handle(_ key: Key) -> Bool {
        let page = max(1, visibleHeight - 1)
        switch key {
        case down: scroll(to: offset + 1)
        case up: scroll(to: offset - 1)
        case pageDown: scroll(to: offset + page)
        case pageUp: scroll(to: offset - page)
        case top: scroll(to: 0)
        case end: scroll(to: .max)
        default: return false
        }
        return true
    }

    private func scroll(to row: Int) {
        offset = max(0, min(row, contentHeight - visibleHeight))
    }

    // MARK: - Drawing

    public override func draw(in canvas: Canvas) {
        if statistics == nil { reload() }
        guard let statistics else { return }
        let usesColor = application?.theme.usesColor ?? true
        let area = canvas.inset(left: 1, right: 1)
        let layout = StatisticsLayout(statistics: statistics, width: area.width, usesColor: usesColor,
                                      strings: context.strings, availableHeight: canvas.height)
        contentHeight = layout.height
        // When it does not fit, the last row says where the view is instead of showing content.
        let scrolls = contentHeight > canvas.height
        visibleHeight = scrolls ? max(1, canvas.height - 1) : canvas.height
        offset = max(0, min(offset, contentHeight - visibleHeight))
        let viewport = area.subcanvas(Rect(x: 0, y: 0, width: area.width, height: visibleHeight))
        layout.draw(in: viewport.subcanvas(Rect(x: 0, y: -offset, width: area.width, height: layout.height)))
        if scrolls {
            let last = min(contentHeight, offset + visibleHeight)
            let hint = strings.rows(from: offset + 1, to: last, of: contentHeight)
            area.draw(hint, row: canvas.height - 1, alignment: .trailing, role: .dim)
        }
    }
}
