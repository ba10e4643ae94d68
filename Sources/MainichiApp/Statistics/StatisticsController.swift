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
    /// j/k, Down/Up: a line down or up.
    private var scrollKeys: KeyBinding {
        KeyBinding(keys: [.character("j"), .character("k"), .down, .up], keyLabel: "j/k", label: strings.scrollLabel,
                   help: strings.scrollHelp)
    }
    /// Space, PgDn/PgUp: a page down or up.
    private var pageKeys: KeyBinding {
        KeyBinding(keys: [.character(" "), .pageDown, .pageUp], keyLabel: "Space/PgUp", label: strings.pageLabel,
                   help: strings.pageHelp, showsInFooter: false)
    }
    /// g/G, Home/End: the top or the end.
    private var endsKeys: KeyBinding {
        KeyBinding(keys: [.character("g"), .home, .character("G"), .end], keyLabel: "g/G", label: strings.topEndLabel,
                   help: strings.topEndHelp, showsInFooter: false)
    }
    /// The keys of the bindings above that go up.
    private static let upKeys: Set<Key> = [.character("k"), .up, .pageUp, .character("g"), .home]

    /// Days are those of `context.calendar` (tests inject a fixed time zone).
    public init(context: AppContext) {
        self.context = context
        super.init(title: "")
    }

    public override var title: String {
        get { strings.title }
        set {}
    }

    public override var keyBindings: [KeyBinding] { [scrollKeys, pageKeys, endsKeys] }

    /// The statistics' day, written in the interface's language.
    public override var titleAccessory: String? {
        guard let stamp = statistics?.date else { return nil }
        guard let parts = TextFormat.dateParts(ofStamp: stamp) else { return stamp }
        return context.strings.common.date(year: parts.year, month: parts.month, day: parts.day)
    }

    public override func viewWillAppear() {
        reload()
    }

    /// Takes every figure from history (its running totals when they can be kept), reviews and
    /// decks: computed again only when one of them (or the day) changed since the screen last
    /// showed them (`AppContext.statisticsCache`).
    func reload() {
        let store = context.progress
        let figures = context.statisticsCache.statistics(library: context.library, progress: store.progress,
                                                         directory: store.directory, itemIDMap: store.itemIDMap,
                                                         history: { context.historyContents() }, now: context.now,
                                                         calendar: context.calendar,
                                                         leechThreshold: context.settings.settings.leechThreshold)
        statistics = figures.statistics
        historyWarnings = figures.warnings.map(context.strings.errors.logWarning)
        // Not history: the limits and the clock decide them, so they are taken fresh each time.
        let reviewStatus = context.learner.reviewStatus()
        statistics?.reviewCounts = reviewStatus.counts
        statistics?.newItemsHeldBack = reviewStatus.newItemsHeldBack
        if let warning = historyWarnings.first { showStatus(warning, role: .dim) }
    }

    public override func handle(_ key: Key) -> Bool {
        let page = max(1, visibleHeight - 1)
        let up = Self.upKeys.contains(key)
        switch key {
        case scrollKeys: scroll(to: offset + (up ? -1 : 1))
        case pageKeys: scroll(to: offset + (up ? -page : page))
        case endsKeys: scroll(to: up ? 0 : .max)
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
