// Fuzzes the stat-block reader: pasted or imported text (a .txt character file) is read against the Advanced
// Wizard ruleset, as CharacterFiles::read does, and every character found is written back and checked by
// the character rules the roster shows it with. Each is also written in the Foundry shape and read again.
#include "FuzzSupport.h"

#include "characters/CharacterLimits.h"
#include "characters/CharacterRules.h"
#include "characters/StatBlock.h"

#include <cstddef>
#include <cstdint>

using namespace hk;

namespace {

const Ruleset& rules()
{
    return fuzz::advancedWizard();
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***)
{
    fuzz::startQt();
    rules();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const QString text = QString::fromUtf8(reinterpret_cast<const char*>(data), qsizetype(size));
    const StatBlock block(rules());
    const StatBlockImport read = block.parse(text);
    const CharacterRules characterRules(rules());
    for (const Character& c : read.characters) {
        if (c.name.isEmpty())
            fuzz::fail("a stat block was read without a name", text);
        block.format(c);
        block.parse(block.format(c, StatBlockShape::Foundry));
        // The roster refuses a character beyond the bounds before any rule sees it (Roster::problems).
        if (!CharacterLimits::problems(c).isEmpty())
            continue;
        characterRules.validate(c);
        characterRules.derive(c);
    }
    return 0;
}
