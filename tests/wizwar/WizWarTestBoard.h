#pragma once

#include "wizwar/WizWarBoard.h"

// A sector map for the Wiz-War tests: outer walls but an open row 3 (wrap-around), a wall above C2, a wall
// between B2 and C2, a door under B4, the home base in the centre and treasure starts at A4 and E4.
namespace hk::test {

inline QString wizWarSector()
{
    return QStringLiteral("+-+-+-+-+-+\n"
                          "|. . . . .|\n"
                          "+ + +-+ + +\n"
                          "|. .|. . .|\n"
                          "+ + + + + +\n"
                          " . . H . . \n"
                          "+ + + + + +\n"
                          "|T . . . T|\n"
                          "+ +D+ + + +\n"
                          "|. . . . .|\n"
                          "+-+-+-+-+-+\n");
}

} // namespace hk::test
