/// What the segmenter's prices look at in the text a match spans, worked out once a match rather
/// than once for each entry it names: its length, its kanji, and particles at its ends or inside.
struct SurfaceShape {
    var count: Int
    var hasKanji = false
    var isAllKanji = true
    /// A number leads it (十二月).
    var startsWithNumeral = false
    /// A loanword with a suffix (イギリス人) or a verb stem with a noun (作り方).
    var isSuffixed = false
    /// It starts with a particle that may start no word written in kana (に of になった).
    var startsWithParticle = false
    /// It starts with a particle that follows a noun directly (は of 彼はいい, の of 私のせい).
    var startsWithParticleAfterNoun = false
    /// It starts with a particle that may start no phrase (と of として; not で of です).
    var startsWithPhraseParticle = false
    /// It ends in a particle that ends a phrase (今日は, 何も).
    var endsInParticle = false
    /// It ends in に or で.
    var endsInNiOrDe = false
    /// It ends in a particle a phrase in kana may not end with (ような).
    var endsInTrailingParticle = false
    /// It ends in the copula だ (ようだ).
    var endsInCopula = false
    /// It ends in と, で or が, particles a conjunction ends in (すると, ところで, ところが; not
    /// または or ならびに, which join nouns inside a clause).
    var endsInClauseParticle = false
    /// It ends in の (本の for ほんの).
    var endsInNo = false
    /// Its last two characters are kana (子ども, not 今日は).
    var endsInKanaPair = false
    /// A particle stands inside it (手を入れる).
    var hasParticleInside = false
    /// A particle stands inside it with a kanji after it (手を入れる; not 上がる, whose が is its own).
    var hasParticleBeforeKanji = false
    /// The first particle inside it.
    var particleInside: Unicode.Scalar?
    /// Kana stands before that particle (当ては of 当てはまる; not 手を of 手を付ける).
    var particleFollowsKana = false
    /// It reads like a compound verb: four characters or more, a kanji first, a kanji after kana
    /// (持ち上がった, 食い縛る, 浮かび上がる), no particle and no て or で inside (やって来る,
    /// 血で血を洗う are a て form or a phrase).
    var isCompoundVerb = false
    /// That particle is が with a kana of the ら row or っ after it (上がる, 転がった, 欲しがる):
    /// a verb's own kana, as the particle is never followed so.
    var particleIsVerbsGa = false
    /// That particle is で after ん or い, as a godan verb's て form ends (読んでいた, 泳いでいる):
    /// the verb's own ending when the match is a て form with an auxiliary after it.
    var particleIsTeEnding = false

    /// The shape of `surface`, the first scalar of each character.
    @_optimize(speed)
    init(_ surface: ArraySlice<Unicode.Scalar>) {
        count = surface.count
        for scalar in surface {
            if Segmenter.isKanji(scalar) { hasKanji = true } else { isAllKanji = false }
        }
        guard let first = surface.first, let last = surface.last else { return }
        startsWithNumeral = Segmenter.numerals.contains(first)
        startsWithParticle = Segmenter.leadingParticlesOfWords.contains(first)
        startsWithPhraseParticle = Segmenter.leadingParticles.contains(first)
        startsWithParticleAfterNoun = Segmenter.particlesAfterNouns.contains(first)
        endsInParticle = Segmenter.endingParticles.contains(last)
        endsInNiOrDe = last == "に" || last == "で"
        endsInTrailingParticle = Segmenter.trailingParticles.contains(last)
        endsInCopula = last == "だ"
        endsInClauseParticle = last == "と" || last == "で" || last == "が"
        endsInNo = last == "の"
        endsInKanaPair = count >= 2 && Kana.isHiragana(surface[surface.endIndex - 2]) && Kana.isHiragana(last)
        if count >= 4 && Segmenter.isKanji(first) {
            var afterKana = false
            for scalar in surface.dropFirst() {
                if scalar == "て" || scalar == "で" { isCompoundVerb = false; break }
                if Kana.isHiragana(scalar) { afterKana = true } else if Segmenter.isKanji(scalar) && afterKana { isCompoundVerb = true }
            }
        }
        if count >= 3 {
            let end = surface.endIndex
            isSuffixed = Segmenter.isKanji(surface[end - 1])
                && (Kana.isKatakana(surface[end - 2])
                    || Segmenter.stemEndings.contains(surface[end - 2]) && Segmenter.isKanji(surface[end - 3]))
            if let particle = surface.dropFirst().dropLast().firstIndex(where: { Segmenter.phraseParticles.contains($0) }) {
                hasParticleInside = true
                particleInside = surface[particle]
                particleFollowsKana = Kana.isHiragana(surface[particle - 1])
                hasParticleBeforeKanji = surface[(particle + 1)...].contains(where: Segmenter.isKanji)
                particleIsVerbsGa = surface[particle] == "が" && Segmenter.garuEndings.contains(surface[particle + 1])
                particleIsTeEnding = surface[particle] == "で" && (surface[particle - 1] == "ん" || surface[particle - 1] == "い")
                if !particleIsVerbsGa { isCompoundVerb = false }
            }
        }
    }
}
