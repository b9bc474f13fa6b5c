/// The font families iOS has, which decide what a name that no installed font has stands for.
///
/// On iOS, a name in one of these families draws with that family; any other name that the
/// app did not register draws in Helvetica (``FontResolution``). Lamina has none of Apple's
/// fonts, so a family here draws with a stand-in in the style the name asks for, and a family
/// not here draws as iOS draws it: in regular Helvetica.
package enum AppleFontFamilies {
    /// The families of `UIFont.familyNames` on iOS 17, lower-cased (the Latin, Greek and
    /// Cyrillic ones and those of other scripts alike).
    package static let iOS: Set<String> = [
        "academy engraved let", "al nile", "american typewriter", "apple color emoji",
        "apple sd gothic neo", "apple symbols", "arial", "arial hebrew", "arial rounded mt bold",
        "avenir", "avenir next", "avenir next condensed", "baskerville", "bodoni 72",
        "bodoni 72 oldstyle", "bodoni 72 smallcaps", "bodoni ornaments", "bradley hand",
        "chalkboard se", "chalkduster", "charter", "cochin", "copperplate", "courier", "courier new",
        "damascus", "devanagari sangam mn", "didot", "din alternate", "din condensed",
        "euphemia ucas", "farah", "futura", "galvji", "geeza pro", "georgia", "gill sans",
        "grantha sangam mn", "helvetica", "helvetica neue", "hiragino maru gothic pron",
        "hiragino mincho pron", "hiragino sans", "hoefler text", "kailasa", "kefa",
        "khmer sangam mn", "kohinoor bangla", "kohinoor devanagari", "kohinoor gujarati",
        "kohinoor telugu", "lao sangam mn", "malayalam sangam mn", "marker felt", "menlo",
        "mishafi", "mukta mahee", "myanmar sangam mn", "noteworthy", "noto nastaliq urdu",
        "noto sans kannada", "noto sans myanmar", "noto sans oriya", "optima", "palatino",
        "papyrus", "party let", "pingfang hk", "pingfang sc", "pingfang tc", "rockwell",
        "savoye let", "sinhala sangam mn", "snell roundhand", "stix two math", "stix two text",
        "symbol", "tamil sangam mn", "thonburi", "times new roman", "trebuchet ms", "verdana",
        "zapf dingbats", "zapfino", "iowan old style", "marion", "superclarendon",
    ]

    /// Apple's monospaced families: they draw with fontconfig's monospace face.
    package static let monospaced: Set<String> = ["menlo", "monaco", "sf mono", "courier new", "courier"]
}
